/**
 * What a caption request is read into: its subject, the kind of post, where and when, the offer, the audience and
 * the request's own sentences. The reader builds it and the captions are written from it; the modules that read
 * each part speak of it too, so it is kept here, apart from the reader, and each of them can name it without
 * importing the reader that imports them.
 */
import type { Platform } from '@shared/platforms';
import type { When, Offer } from './request-facts';
import type { PostKind } from './request-frame';
import type { AskedQuestion } from './asked-questions';
import type { OpeningShape } from './opening-shapes';
import type { TimeLeft } from './time-left';

export type Subject = {
  /** The noun phrase without its determiner: "oat-milk matcha latte", "Brightside's Webby award". */
  text: string;
  /** The determiner it takes in a sentence: "our", "my", "the", or "" for names, possessives and plurals. */
  determiner: string;
  plural: boolean;
  /** The one the news happened to ("our café" turns 5), rather than what the news is about. */
  isAgent: boolean;
  /** A person named ("our head chef Tom Reyes"): someone the poster speaks of, never the poster's "we". */
  isPerson?: boolean;
};

export type RequestReading = {
  platform: Platform | null;
  kind: PostKind;
  subject: Subject | null;
  /** The request calls it new ("our new latte"), so the captions may too. */
  isNew: boolean;
  /** What the request calls its launch when it opens a place: "grand opening", "opening"; or ''. */
  opening: string;
  /** The subject is something people come to ("hiking tours", "a workshop"), not goods to stock up on. */
  isOccasion: boolean;
  /** The request speaks as one person ("I", "my"), so the captions do not say "we". */
  isFirstPersonSingular: boolean;
  /** "Berlin", "the UK", "downtown". */
  place: string;
  /** Where to find it, as written: "our small Berlin cafe", "the beach", "Café Lumière". */
  venue: string;
  /** The preposition the venue is told with: "at", or "on" for a place stood on ("on the rooftop"). */
  venueLink: 'at' | 'on' | 'in';
  /** The venue is the poster's own business ("for our agency:", "we're a design studio and…"), not a place. */
  isOwnBusiness?: boolean;
  when: When | null;
  offer: Offer | null;
  code: string;
  /** The code's own discount when the request makes another offer too: "10% off" of "code RIDE10 for 10% off". */
  codeDiscount: string;
  /** Who the post is for, as written: "Gen Z", "busy parents", "neighbours". */
  audience: string;
  /** The post looks for its audience ("looking for beta testers"): they are wanted, not served. */
  isAudienceWanted: boolean;
  /** The business or name behind the post: "Brightside". */
  brand: string;
  /** The request's own news as a sentence: "Our agency Brightside won the 2026 Webby for the Oxfam campaign." */
  statement: string;
  /** What comes with the subject, as written: "oat latte specials", "Sally Rooney", "sourdough and croissants". */
  extras: string;
  /** What the request asks readers to do, as sentences: "Bring water and a mat." */
  instructions: string[];
  /**
   * The request's other pieces, as sentences in its own words: "Walk-ins welcome.", "Cash and card accepted.",
   * "New reformer classes start Monday."
   */
  notes: string[];
  /**
   * Whoever a shown picture or clip shows, doing what: "our barista making latte art"; or the deed alone when it
   * names no one ("roasting our Ethiopian beans"); or ''.
   */
  scene: string;
  /** The clip is a look behind the scenes ("a behind the scenes video of…"). */
  isBehindTheScenes?: boolean;
  /** The post shows a transformation side by side ("a before and after of a kitchen renovation"). */
  isBeforeAndAfter?: boolean;
  /** Noun phrases, names and places to make hashtags from, most telling first. */
  tagPhrases: string[];
  /**
   * The subject's return or the state it is in now, as a sentence: "Pumpkin spice lattes are back.", "Christmas
   * trees are now in stock."; or ''.
   */
  state?: string;
  /** What the business offers on a repeating date, as written: "free legal clinics for small charities". */
  standingOffer: string;
  /** The post thanks people for what they did ("thanking the 120 volunteers who…"): told as thanks to them. */
  isThanks: boolean;
  /** The news is a person leaving their work ("retires", "steps down"): told as thanks, not as a milestone. */
  isFarewell: boolean;
  /** The subject is a home on offer ("2-bed flat to rent", "cottage for sale"): told as a listing. */
  isListing?: boolean;
  /** A look back ("a throwback photo of our first stall in 2015"), with the year it looks back to, or ''. */
  throwback?: { year: string } | null;
  /** What a customer said, when the post shares their review: "best sourdough in town". */
  review?: string;
  /** The statement is news of the poster's business, told after its name ("our florist, wedding season is here"). */
  isBusinessUpdate?: boolean;
  /** The title of the piece the post publishes ("How to price your freelance design work"), or absent. */
  pieceTitle?: string;
  /** The post shares a customer's photo of the subject ("a customer photo of our linen dress"). */
  isCustomerPhoto?: boolean;
  /** The time left the request counts down ("24 hours"), with what readers have that long to do ("grab"). */
  timeLeft?: TimeLeft | null;
  /** What the post asks its readers, put to them directly; null when it asks nothing. */
  asked?: AskedQuestion | null;
  /** The request's opening command to readers, as written: "Order your Christmas cakes by December 10."; or ''. */
  command?: string;
  /** The request's opening greeting, as written: "Happy Halloween from all of us at Pumpkin Patch Cafe!"; or ''. */
  greeting?: string;
  /** The kind of post the request's content opens on ("sold out!", "lost dog near…"), said as written; or null. */
  shape?: OpeningShape | null;
};
