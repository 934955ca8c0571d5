/**
 * The readings whose hooks or lines of colour differ from their kind's, in the order they are checked: the first
 * whose predicate applies is used, so a reading that fits several is written as the earliest.
 */
import type { PostKind, RequestReading } from './request-reading';
import { isBusinessSale, isOwnBusinessSubject } from './caption-businesses';
import {
  BEHIND_THE_SCENES_BODIES,
  BEHIND_THE_SCENES_HOOKS,
  BEFORE_AND_AFTER_BODIES,
  BEFORE_AND_AFTER_HOOKS,
  CASE_STUDY_BODIES,
  CASE_STUDY_HOOKS,
  CUSTOMER_PHOTO_BODIES,
  CUSTOMER_PHOTO_HOOKS,
  DAY_IN_THE_LIFE_BODIES,
  DAY_IN_THE_LIFE_HOOKS,
  DEED_HOOKS,
  isCaseStudy,
  isDeedScene,
  isOwnProcess,
  isPointOfView,
  isResource,
  isShownWork,
  POINT_OF_VIEW_HOOKS,
  PROCESS_BODIES,
  PROCESS_HOOKS,
  RESOURCE_BODIES,
  RESOURCE_HOOKS,
  REVIEW_BODIES,
  REVIEW_HOOKS,
  SCENE_BODIES,
  SCENE_HOOKS,
  SHOWN_WORK_HOOKS,
  THROWBACK_BODIES,
  THROWBACK_HOOKS,
  TITLED_PIECE_HOOKS,
} from './caption-format-variants';
import { GIVEAWAY_BODIES } from './caption-greetings-and-giveaways';
import {
  CHANGE_BODIES,
  CLOSED_ROUND_BODIES,
  CLOSED_ROUND_HOOKS,
  COLLECTING_BODIES,
  COLLECTING_CALLS,
  COLLECTING_HOOKS,
  DRIVE_HOOKS,
  ENDING_BODIES,
  ENDING_HOOKS,
  FINDING_BODIES,
  FINDING_HOOKS,
  GIVING_AWAY_HOOKS,
  GRADUATION_BODIES,
  GRADUATION_HOOKS,
  isClosedRound,
  isCollecting,
  isDrive,
  isEnding,
  isFinding,
  isGivingAway,
  isGraduation,
  isNewPremises,
  isNewRole,
  isClosingAndReopening,
  CLOSING_HOURS_BODIES,
  CLOSING_HOURS_HOOKS,
  isOwnChange,
  isPartnership,
  isPersonalNews,
  isRecruiting,
  NEW_ROLE_BODIES,
  NEW_ROLE_HOOKS,
  CROWDFUNDING_BODIES,
  CROWDFUNDING_HOOKS,
  CAMPAIGN_LIVE_BODIES,
  CAMPAIGN_LIVE_HOOKS,
  isCampaignLive,
  LOOK_BACK_BODIES,
  LOOK_BACK_HOOKS,
  isLookBack,
  isCrowdfunding,
  isNomination,
  NOMINATION_BODIES,
  PARTNERSHIP_BODIES,
  PARTNERSHIP_HOOKS,
  PERSONAL_NEWS_BODIES,
  PERSONAL_NEWS_HOOKS,
  PREMISES_BODIES,
  PREMISES_HOOKS,
  RECRUITING_BODIES,
  RECRUITING_HOOKS,
  takenNow,
  TAKING_BODIES,
  UPDATE_BODIES,
  UPDATE_HOOKS,
} from './caption-news-variants';
import {
  ADOPTION_BODIES,
  ADOPTION_HOOKS,
  APPEARANCE_BODIES,
  APPEARANCE_HOOKS,
  asksInOwnWords,
  BIRTHDAY_BODIES,
  BIRTHDAY_HOOKS,
  CONGRATULATION_BODIES,
  CONGRATULATION_HOOKS,
  FAREWELL_BODIES,
  FAREWELL_HOOKS,
  isAdoption,
  isAppearance,
  isBirthdayOf,
  isColleagueTenure,
  isCongratulation,
  isNewcomer,
  isOthersNews,
  isWelcome,
  NEWCOMER_BODIES,
  NEWCOMER_HOOKS,
  OTHERS_NEWS_BODIES,
  OTHERS_NEWS_HOOKS,
  PERSON_BODIES,
  PERSON_HOOKS,
  TENURE_BODIES,
  TENURE_HOOKS,
  THANK_YOU_BODIES,
  THANK_YOU_HOOKS,
  WANTED_FOR_OCCASION_HOOKS,
  WANTED_HOOKS,
  WELCOME_BODIES,
  WELCOME_HOOKS,
  BEREAVEMENT_BODIES,
  BEREAVEMENT_CALLS,
  BEREAVEMENT_EMOJI,
  BEREAVEMENT_HOOKS,
  isBereavement,
} from './caption-people-variants';
import {
  BIRTHDAY_SALE_BODIES,
  BIRTHDAY_SALE_HOOKS,
  BUSINESS_THERE_BODIES,
  BUSINESS_THERE_HOOKS,
  FREE_FROM_BUSINESS_BODIES,
  FREE_FROM_BUSINESS_HOOKS,
  FREE_OFFER_BODIES,
  FREE_OFFER_HOOKS,
  isFreeOfferSubject,
  isOfferOnly,
  OFFER_ONLY_HOOKS,
  FREE_TRIAL_BODIES,
  FREE_TRIAL_HOOKS,
  isFreeTrial,
  isBirthdaySale,
  isBusinessThere,
  LISTING_BODIES,
  LISTING_HOOKS,
  SALE_ENDING_BODIES,
  SALE_ENDING_HOOKS,
  TIME_LEFT_HOOKS,
  TICKETS_BODIES,
  TICKETS_HOOKS,
  isTicketsOnSale,
} from './caption-sale-variants';
import {
  AVAILABLE_BODIES,
  AVAILABLE_HOOKS,
  SERVICE_HOOKS,
  BOOKINGS_BODIES,
  BOOKINGS_HOOKS,
  isTakingBookings,
  BUSINESS_STATE_BODIES,
  BUSINESS_STATE_HOOKS,
  FEATURE_BODIES,
  FEATURE_HOOKS,
  isLiveFeature,
  isShowBack,
  isOccasionBack,
  OCCASION_BACK_BODIES,
  SHOW_BACK_BODIES,
  HOURS_CHANGED_HOOKS,
  isHoursChanged,
  APOLOGY_BODIES,
  APOLOGY_HOOKS,
  isApology,
  DEADLINE_BODIES,
  DEADLINE_HOOKS,
  deadlineNote,
  isNowOpen,
  isOpenForOrders,
  isOpenNow,
  isReleased,
  isRestored,
  isReturn,
  isRunningShort,
  isServiceAvailable,
  isSignUpOpen,
  isSoldOutOccasion,
  NOW_OPEN_BODIES,
  NOW_OPEN_HOOKS,
  ORDER_BODIES,
  RELEASED_BODIES,
  RELEASED_HOOKS,
  RESTORED_BODIES,
  RESTORED_HOOKS,
  RUNNING_SHORT_BODIES,
  RUNNING_SHORT_HOOKS,
  SERVICE_BODIES,
  SIGN_UP_BODIES,
  SIGN_UP_HOOKS,
  SOLD_OUT_BODIES,
  SOLD_OUT_HOOKS,
  STATE_BODIES,
  STATE_HOOKS,
} from './caption-state-variants';
import { isSaleEnding, type Template, wordsOf } from './caption-words';

type Variant = {
  applies: (reading: RequestReading, kind: PostKind) => boolean;
  /** Hooks of its own; the kind's when none. */
  hooks?: Template[];
  /** Lines of colour of its own; the kind's when none. */
  bodies?: Template[];
  /** Calls to action of its own, where the platform's ("Hit like if you're in!") would not fit. */
  calls?: Template[];
  /** Emoji of its own: a sad post carries no party emoji. */
  emoji?: string[];
};

/**
 * Readings whose hooks differ from their kind's, in the order they are checked: a clip's scene, goods back in
 * stock, a person introduced, people wanted, and news that is a farewell, thanks, a welcome or congratulations.
 */
export const VARIANTS: Variant[] = [
  {
    applies: (reading) => isBereavement(reading),
    hooks: BEREAVEMENT_HOOKS,
    bodies: BEREAVEMENT_BODIES,
    calls: BEREAVEMENT_CALLS,
    emoji: BEREAVEMENT_EMOJI,
  },
  {
    applies: (reading, kind) => (kind === 'sale' || kind === 'general') && isTicketsOnSale(reading),
    hooks: TICKETS_HOOKS,
    bodies: TICKETS_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isPointOfView(reading),
    hooks: POINT_OF_VIEW_HOOKS,
    bodies: SCENE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isRestored(reading),
    hooks: RESTORED_HOOKS,
    bodies: RESTORED_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isSignUpOpen(reading),
    hooks: SIGN_UP_HOOKS,
    bodies: SIGN_UP_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isNowOpen(reading),
    hooks: NOW_OPEN_HOOKS,
    bodies: NOW_OPEN_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isReleased(reading),
    hooks: RELEASED_HOOKS,
    bodies: RELEASED_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isOfferOnly(reading),
    hooks: OFFER_ONLY_HOOKS,
    bodies: FREE_OFFER_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isFreeOfferSubject(reading),
    hooks: FREE_OFFER_HOOKS,
    bodies: FREE_OFFER_BODIES,
  },
  {
    applies: (reading, kind) =>
      kind === 'general' &&
      reading.offer?.kind === 'free' &&
      !reading.state &&
      isBusinessSale(wordsOf(reading)),
    hooks: FREE_FROM_BUSINESS_HOOKS,
    bodies: FREE_FROM_BUSINESS_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isFreeTrial(reading),
    hooks: FREE_TRIAL_HOOKS,
    bodies: FREE_TRIAL_BODIES,
  },
  {
    applies: (reading, kind) => (kind === 'launch' || kind === 'general') && isCrowdfunding(reading),
    hooks: CROWDFUNDING_HOOKS,
    bodies: CROWDFUNDING_BODIES,
  },
  {
    applies: (reading, kind) => (kind === 'news' || kind === 'general') && isRecruiting(reading),
    hooks: RECRUITING_HOOKS,
    bodies: RECRUITING_BODIES,
  },
  {
    applies: (reading, kind) => (kind === 'news' || kind === 'general') && isCollecting(reading),
    hooks: COLLECTING_HOOKS,
    bodies: COLLECTING_BODIES,
    calls: COLLECTING_CALLS,
  },
  {
    applies: (reading, kind) => (kind === 'launch' || kind === 'general') && isNewPremises(reading),
    hooks: PREMISES_HOOKS,
    bodies: PREMISES_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isPersonalNews(reading),
    hooks: PERSONAL_NEWS_HOOKS,
    bodies: PERSONAL_NEWS_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isBirthdayOf(reading),
    hooks: BIRTHDAY_HOOKS,
    bodies: BIRTHDAY_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isClosedRound(reading),
    hooks: CLOSED_ROUND_HOOKS,
    bodies: CLOSED_ROUND_BODIES,
  },
  {
    applies: (reading, kind) =>
      (kind === 'general' || kind === 'event' || kind === 'news') && isGraduation(reading),
    hooks: GRADUATION_HOOKS,
    bodies: GRADUATION_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.pieceTitle,
    hooks: TITLED_PIECE_HOOKS,
    bodies: RESOURCE_BODIES,
  },
  {
    applies: (reading) => reading.scene.startsWith('a day in the life'),
    hooks: DAY_IN_THE_LIFE_HOOKS,
    bodies: DAY_IN_THE_LIFE_BODIES,
  },
  {
    applies: (reading, kind) =>
      // A launch with a date to come is news told as such, behind the scenes or not; so is an occasion to come
      // to on a date. One with none is shown from behind the scenes, no invitation.
      (kind === 'general' || ((kind === 'launch' || kind === 'event') && !reading.when)) &&
      !!reading.isBehindTheScenes &&
      !reading.scene &&
      !!reading.subject,
    hooks: BEHIND_THE_SCENES_HOOKS,
    bodies: BEHIND_THE_SCENES_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && !!reading.isBusinessUpdate,
    hooks: UPDATE_HOOKS,
    bodies: UPDATE_BODIES,
  },
  {
    applies: (reading, kind) =>
      (kind === 'launch' || kind === 'news' || kind === 'general') && isPartnership(reading),
    hooks: PARTNERSHIP_HOOKS,
    bodies: PARTNERSHIP_BODIES,
  },
  {
    applies: (reading, kind) => (kind === 'event' || kind === 'general') && isDrive(reading),
    hooks: DRIVE_HOOKS,
    bodies: COLLECTING_BODIES,
  },
  {
    applies: (reading, kind) => (kind === 'news' || kind === 'general') && isGivingAway(reading),
    hooks: GIVING_AWAY_HOOKS,
    bodies: GIVEAWAY_BODIES.map((body) => () => body),
  },
  {
    // "tours are back from March": an occasion that returns is news of its return, with a welcome.
    applies: (reading, kind) => kind === 'event' && !!reading.state && isReturn(reading),
    hooks: STATE_HOOKS,
    bodies: [
      () => "We can't wait to welcome you back.",
      () => 'Book early to save your place.',
      () => 'See you there!',
    ],
  },
  {
    applies: (reading, kind) => (kind === 'general' || kind === 'launch') && isResource(reading),
    hooks: RESOURCE_HOOKS,
    bodies: RESOURCE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.review,
    hooks: REVIEW_HOOKS,
    bodies: REVIEW_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.isCustomerPhoto,
    hooks: CUSTOMER_PHOTO_HOOKS,
    bodies: CUSTOMER_PHOTO_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.throwback && !!reading.subject,
    hooks: THROWBACK_HOOKS,
    bodies: THROWBACK_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'event' && isSoldOutOccasion(reading),
    hooks: SOLD_OUT_HOOKS,
    bodies: SOLD_OUT_BODIES,
  },
  // "our community choir is looking for tenors and basses, rehearsals Tuesday evenings": the people looked for
  // lead, though the group also meets somewhere.
  { applies: (reading, kind) => kind === 'event' && asksInOwnWords(reading), hooks: WANTED_HOOKS },
  {
    applies: (reading, kind) =>
      kind === 'event' && isBusinessThere(reading) && !reading.isAudienceWanted && !reading.timeLeft,
    hooks: BUSINESS_THERE_HOOKS,
    bodies: BUSINESS_THERE_BODIES,
  },
  {
    applies: (reading, kind) =>
      (kind === 'sale' || kind === 'general' || kind === 'event') && !!reading.timeLeft && !!reading.subject,
    hooks: TIME_LEFT_HOOKS,
    bodies: SALE_ENDING_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'sale' && isSaleEnding(reading),
    hooks: SALE_ENDING_HOOKS,
    bodies: SALE_ENDING_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'sale' && isBirthdaySale(reading),
    hooks: BIRTHDAY_SALE_HOOKS,
    bodies: BIRTHDAY_SALE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!deadlineNote(reading),
    hooks: DEADLINE_HOOKS,
    bodies: DEADLINE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isRunningShort(reading),
    hooks: RUNNING_SHORT_HOOKS,
    bodies: RUNNING_SHORT_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isServiceAvailable(reading) && !isReturn(reading),
    hooks: SERVICE_HOOKS,
    bodies: SERVICE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.isListing && !!reading.subject,
    hooks: LISTING_HOOKS,
    bodies: LISTING_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isOpenForOrders(reading) && !isReturn(reading),
    hooks: AVAILABLE_HOOKS,
    bodies: ORDER_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.state && isOccasionBack(reading),
    hooks: STATE_HOOKS,
    bodies: OCCASION_BACK_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.state && isShowBack(reading),
    hooks: STATE_HOOKS,
    bodies: SHOW_BACK_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.state && isLiveFeature(reading),
    hooks: FEATURE_HOOKS,
    bodies: FEATURE_BODIES,
  },
  {
    applies: (reading, kind) =>
      kind === 'general' && !!reading.state && !isReturn(reading) && isOwnBusinessSubject(reading),
    hooks: BUSINESS_STATE_HOOKS,
    bodies: BUSINESS_STATE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.state && !isReturn(reading),
    hooks: AVAILABLE_HOOKS,
    bodies: AVAILABLE_BODIES,
  },
  {
    // "our new matcha cheesecake is here", "new seasonal IPA Hop Harvest on tap from Friday": something new said
    // to be here, on tap or in stock is launched by that sentence.
    applies: (reading, kind) =>
      kind === 'launch' &&
      /\b(?:is|are) (?:now |finally )?(?:here|on tap|in stock|available)\b|\bof the (?:day|week|month|season|year) is\b/.test(
        reading.state ?? '',
      ),
    hooks: AVAILABLE_HOOKS,
    bodies: AVAILABLE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.state,
    hooks: STATE_HOOKS,
    bodies: STATE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.scene && isDeedScene(reading),
    hooks: DEED_HOOKS,
    bodies: SCENE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.scene,
    hooks: SCENE_HOOKS,
    bodies: SCENE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'tip' && isOwnProcess(reading),
    hooks: PROCESS_HOOKS,
    bodies: PROCESS_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isAdoption(reading) && !!reading.subject,
    hooks: ADOPTION_HOOKS,
    bodies: ADOPTION_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.isBeforeAndAfter,
    hooks: BEFORE_AND_AFTER_HOOKS,
    bodies: BEFORE_AND_AFTER_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isShownWork(reading),
    hooks: SHOWN_WORK_HOOKS,
    bodies: SCENE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.subject?.isPerson && isAppearance(reading),
    hooks: APPEARANCE_HOOKS,
    bodies: APPEARANCE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && !!reading.subject?.isPerson,
    hooks: PERSON_HOOKS,
    bodies: PERSON_BODIES,
  },
  { applies: (reading, kind) => kind === 'general' && asksInOwnWords(reading), hooks: WANTED_HOOKS },
  {
    applies: (reading, kind) => kind === 'event' && reading.isAudienceWanted,
    hooks: WANTED_FOR_OCCASION_HOOKS,
  },
  {
    applies: (reading, kind) => kind === 'news' && reading.isFarewell,
    hooks: FAREWELL_HOOKS,
    bodies: FAREWELL_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && reading.isThanks,
    hooks: THANK_YOU_HOOKS,
    bodies: THANK_YOU_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isWelcome(reading),
    hooks: WELCOME_HOOKS,
    bodies: WELCOME_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isNewcomer(reading),
    hooks: NEWCOMER_HOOKS,
    bodies: NEWCOMER_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'general' && isCaseStudy(reading),
    hooks: CASE_STUDY_HOOKS,
    bodies: CASE_STUDY_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'notice' && isApology(reading),
    hooks: APOLOGY_HOOKS,
    bodies: APOLOGY_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isHoursChanged(reading),
    hooks: HOURS_CHANGED_HOOKS,
    bodies: NOW_OPEN_BODIES,
  },
  // "we're now open on Sundays 10am-4pm": the poster's new hours, told as their own news.
  { applies: (reading, kind) => kind === 'news' && isOpenNow(reading), bodies: NOW_OPEN_BODIES },
  {
    applies: (reading, kind) => kind === 'news' && isFinding(reading),
    hooks: FINDING_HOOKS,
    bodies: FINDING_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isNewRole(reading),
    hooks: NEW_ROLE_HOOKS,
    bodies: NEW_ROLE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isClosingAndReopening(reading),
    hooks: CLOSING_HOURS_HOOKS,
    bodies: CLOSING_HOURS_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isEnding(reading),
    hooks: ENDING_HOOKS,
    bodies: ENDING_BODIES,
  },
  { applies: (reading, kind) => kind === 'news' && !!takenNow(reading), bodies: TAKING_BODIES },
  { applies: (reading, kind) => kind === 'news' && isNomination(reading), bodies: NOMINATION_BODIES },
  // "we just published our impact report": something made to be read is offered to read.
  {
    applies: (reading, kind) => kind === 'news' && isResource(reading) && /^We\b/.test(reading.statement),
    bodies: RESOURCE_BODIES,
  },
  { applies: (reading, kind) => kind === 'news' && isOwnChange(reading), bodies: CHANGE_BODIES },
  {
    applies: (reading, kind) => kind === 'news' && isLookBack(reading),
    hooks: LOOK_BACK_HOOKS,
    bodies: LOOK_BACK_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isCampaignLive(reading),
    hooks: CAMPAIGN_LIVE_HOOKS,
    bodies: CAMPAIGN_LIVE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isTakingBookings(reading),
    hooks: BOOKINGS_HOOKS,
    bodies: BOOKINGS_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isAppearance(reading) && !!reading.subject,
    hooks: APPEARANCE_HOOKS,
    bodies: APPEARANCE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isOthersNews(reading),
    hooks: OTHERS_NEWS_HOOKS,
    bodies: OTHERS_NEWS_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isColleagueTenure(reading),
    hooks: TENURE_HOOKS,
    bodies: TENURE_BODIES,
  },
  {
    applies: (reading, kind) => kind === 'news' && isCongratulation(reading),
    hooks: CONGRATULATION_HOOKS,
    bodies: CONGRATULATION_BODIES,
  },
];
