/**
 * The offline engine on requests as creators write them: each row says what the answer must and must not hold.
 * Every caption also meets the rules that hold for all of them (the subject in each variation, grammar, hashtags
 * made of the request's own phrases), and every research answer names its subject and place in each query.
 */
import { RESEARCH_SECTIONS, platformProfile, splitCaptions } from '@shared/platforms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNlp, type Nlp } from './compromise-loader';
import { offlineAnswer } from './offline-engine';
import { createOfflineThread } from './offline-thread';
import { OFFLINE_RESEARCH_NOTICE } from './offline-research';
import { captionPrompt, planCaptions, researchReportPrompt, searchQueriesPrompt } from './prompts';
import { withDroppedLettersRestored } from './tagged-words';
import { isSpelledFrom } from './test-helpers';

type Expected = string | RegExp;

type CaptionCase = {
  request: string;
  /** The subject as a noun phrase: in every variation. */
  subject: Expected;
  /** The facts the request gives: each in at least one variation. */
  facts?: Expected[];
  /** Hashtags at least one variation carries. */
  tags?: string[];
  /** Never anywhere in the answer. */
  never?: Expected[];
};

type ResearchCase = {
  question: string;
  subject: string;
  /** The subject as the brief's sentences write it, when the question counts it as one: "a coffee shop". */
  written?: string;
  /** As the queries write it ("UK"); the brief writes it as the question does ("the UK"). */
  place?: string;
  audience?: string;
  /** A marketplace the market is sold on ("Etsy"): after the place in every query, before it in the brief. */
  marketplace?: string;
  /** A rival the question names: in a query and in the brief. */
  rival?: string;
  /** The angle the question stresses, in the first query. */
  first?: RegExp;
  /** Angles it also stresses: each in one of the queries. */
  angles?: RegExp[];
  never?: Expected[];
};

const CAPTIONS: CaptionCase[] = [
  {
    request:
      'Instagram post announcing our new oat-milk matcha latte at our small Berlin cafe, launching this Saturday with 20% off',
    subject: 'oat-milk matcha latte',
    facts: ['Berlin', /this Saturday/i, '20% off'],
    tags: ['#OatMilkMatchaLatte', '#Berlin', '#BerlinCafe', '#MatchaLatte'],
    never: ['simple idea', /all about small/i, '#Small', '#Saturday', '#NewOat', /\bsmall, /],
  },
  {
    request:
      'Instagram post for our Lisbon surf school: beginner lessons every morning at 8, first lesson free',
    subject: /beginner lessons/i,
    facts: ['Lisbon surf school', 'every morning at 8', /your first lesson (?:is free|is on us|for free)/i],
    tags: ['#BeginnerLessons', '#Lisbon', '#SurfSchool'],
    never: ['#Free', '#Morning', '#8'],
  },
  {
    request: 'LinkedIn post: our agency Brightside won the 2026 Webby for the Oxfam campaign',
    subject: 'Webby',
    facts: ["Brightside's Webby award", '2026 Webby', 'Oxfam campaign'],
    tags: ['#Brightside', '#Webby', '#OxfamCampaign'],
    never: ['#2026', '#Agency', '#AgencyBrightside'],
  },
  {
    request: 'tweet announcing 30% off all hoodies until Sunday with code COZY30',
    subject: /hoodies/i,
    facts: ['30% off all hoodies', 'COZY30', 'until Sunday'],
    tags: ['#Hoodies'],
    never: ['#Sunday', '#Cozy30', '#COZY30', '#30'],
  },
  {
    request:
      'LinkedIn post celebrating our startup Fernweh raising a €2M seed round led by Point Nine Capital',
    subject: 'seed round',
    facts: ["Fernweh's €2M seed round", 'led by Point Nine Capital'],
    tags: ['#Fernweh', '#SeedRound', '#PointNineCapital'],
    never: ['Celebrating is', '#Celebrating', '#NineCapital', 'raising'],
  },
  {
    request: "Facebook post inviting neighbours to the Maple Street farmers' market on Sunday morning",
    subject: "the Maple Street farmers' market",
    facts: [/neighbours/i, 'Sunday morning'],
    tags: ['#MapleStreetFarmersMarket'],
    never: ["Let's talk about inviting", '#InvitingNeighboursMaple', '#Sunday', '#Neighbours'],
  },
  {
    request: 'Instagram post for our new coffee shop opening downtown this weekend with oat latte specials',
    subject: 'our new coffee shop',
    facts: ['downtown', /this weekend/i, 'oat latte specials'],
    tags: ['#CoffeeShop', '#Downtown', '#OatLatteSpecials'],
    never: ['coffee shop opening', '#Weekend'],
  },
  {
    request: 'Facebook post for the Smith family bakery anniversary sale on sourdough and croissants',
    subject: 'the Smith family bakery anniversary sale',
    facts: ['sourdough and croissants'],
    tags: ['#SmithFamilyBakeryAnniversarySale'],
  },
  {
    request: 'Tweet about our sunset yoga class at the beach, bring water and a mat',
    subject: 'our sunset yoga class',
    facts: ['at the beach', 'Bring water and a mat.'],
    tags: ['#SunsetYogaClass'],
    never: ['#Bring', '#Water'],
  },
  {
    request: 'LinkedIn post announcing we are hiring senior TypeScript engineers for our climate startup',
    subject: 'senior TypeScript engineers',
    facts: ['our climate startup'],
    tags: ['#SeniorTypeScriptEngineers', '#ClimateStartup'],
    never: ['#Announcing', '#Hiring'],
  },
  {
    request: 'TikTok video of a quick weeknight pasta recipe with garlic and lemon',
    subject: 'weeknight pasta recipe',
    facts: ['garlic and lemon'],
    tags: ['#WeeknightPastaRecipe', '#Garlic', '#Lemon'],
    never: ['#Quick', '#Video', '#TikTok'],
  },
  {
    request: 'Our summer sale on handmade ceramic mugs and plates',
    subject: 'our summer sale',
    facts: ['handmade ceramic mugs and plates'],
    tags: ['#SummerSale'],
    never: ['#Summer ', '#Handmade '],
  },
  {
    request: 'Please write a catchy Instagram caption about my ceramic mugs',
    subject: 'my ceramic mugs',
    tags: ['#CeramicMugs'],
    never: ['#Catchy', '#Instagram', '#Caption', '#Write', 'catchy'],
  },
  {
    request: 'INSTAGRAM POST FOR OUR NEW COFFEE SHOP IN AUSTIN THIS FRIDAY!!!',
    subject: 'our new coffee shop',
    facts: ['Austin', /this Friday/],
    tags: ['#CoffeeShop', '#Austin'],
    never: ['COFFEE', '#Friday', '#Instagram', 'INSTAGRAM'],
  },
  {
    request: '🎉 Instagram post: our café turns 5 this Friday 🎂 free cake for everyone!',
    subject: /our café/i,
    facts: ['turns 5', 'this Friday', 'free cake for everyone'],
    tags: ['#Café'],
    never: ['🎂', '#5', '#Friday', '#Free'],
  },
  {
    request: 'instagam post abut our new vegan bakery in Leeds opening next monday',
    subject: 'our new vegan bakery',
    facts: ['Leeds', 'next Monday'],
    tags: ['#VeganBakery', '#Leeds'],
    never: [/instagam/i, /abut/i, '#Opening', '#Monday'],
  },
  {
    request: 'Instagram post for our new pastel de nata box at Café Lumière in Porto, €12 for six',
    subject: 'pastel de nata box',
    facts: ['Café Lumière', 'Porto', '€12 for six'],
    tags: ['#PastelDeNataBox', '#Porto', '#CaféLumière'],
    never: ['#NataBox', '#12', '#Six'],
  },
  {
    request: 'tweet: our podcast hits 100 episodes tomorrow',
    subject: /our podcast/i,
    facts: ['100 episodes', 'tomorrow'],
    tags: ['#Podcast'],
    never: ['#100', '#Tomorrow'],
  },
  {
    request:
      'Facebook post for our dog grooming salon in Austin: 15% off first visits for new customers until June 30',
    subject: 'our dog grooming salon',
    facts: ['Austin', '15% off first visits', 'until June 30', 'new customers'],
    tags: ['#DogGroomingSalon'],
    never: ['now on sale', '#June', '#30', 'our dog, '],
  },
  {
    request: 'LinkedIn post about 5 lessons we learned scaling our remote team',
    subject: '5 lessons we learned scaling our remote team',
    tags: ['#RemoteTeam'],
    never: ['We learned scaling', '#5'],
  },
  {
    request: 'TikTok about our handmade candles, buy one get one free this weekend only',
    subject: 'our handmade candles',
    facts: [/buy one get one free/i, 'this weekend'],
    tags: ['#HandmadeCandles'],
  },
  {
    request: 'Instagram post for our yoga retreat in Bali next month for busy moms',
    subject: 'our yoga retreat',
    facts: ['Bali', 'next month', 'busy moms'],
    tags: ['#YogaRetreat', '#Bali'],
    never: ['#Busy', '#Month'],
  },
  {
    request: "Tweet for our bookshop's author night with Sally Rooney on Thursday at 7pm",
    subject: "our bookshop's author night",
    facts: ['Sally Rooney', 'Thursday at 7pm'],
    tags: ['#AuthorNight'],
    never: ['#Thursday', 'Expect Sally'],
  },
  {
    request: 'TikTok showing how to make cold brew at home',
    subject: 'how to make cold brew at home',
    tags: ['#ColdBrew'],
    never: ['#Showing', '#TikTok'],
  },
  {
    request: 'Instagram post: our Kaffee und Kuchen afternoon at Café Sonne in Munich, every Sunday at 3pm',
    subject: 'our Kaffee und Kuchen afternoon',
    facts: ['Café Sonne', 'Munich', 'every Sunday at 3pm'],
    tags: ['#KaffeeUndKuchenAfternoon', '#Munich'],
    never: ['#KuchenAfternoon', '#Sunday'],
  },
  {
    request: 'Facebook post for our bike repair shop, 10% off tune-ups for students with code RIDE10',
    subject: 'our bike repair shop',
    facts: ['10% off tune-ups', 'RIDE10', 'students'],
    tags: ['#BikeRepairShop'],
    never: ['10% off our bike repair shop', '#Ride10', 'tune-Ups'],
  },
  {
    request: 'LinkedIn post about our new AI tools for e-commerce teams',
    subject: 'our new AI tools',
    facts: ['e-commerce teams'],
    tags: ['#AITools'],
    never: ['#Ai ', '#New'],
  },
  {
    request: 'post about our Black Friday deals on running shoes',
    subject: 'our Black Friday deals',
    facts: ['running shoes'],
    tags: ['#BlackFridayDeals', '#RunningShoes'],
    never: ['#Friday', 'Mark your calendar', 'deals is'],
  },
  {
    request: 'tweet: doors open at 6pm tonight for our jazz night at The Blue Note',
    subject: 'our jazz night',
    facts: ['at 6pm tonight', 'The Blue Note'],
    tags: ['#JazzNight'],
    never: ['#Doors', 'about doors', '#Tonight'],
  },
  {
    request: 'Instagram post about our handmade soy candles, €18 each',
    subject: 'our handmade soy candles',
    facts: ['€18 each'],
    tags: ['#SoyCandles'],
    never: ['on sale', '#18'],
  },
  // Held out while the rules were first written, then added with what they showed was missing.
  {
    request:
      'Instagram post for our new pottery class in Brighton every Wednesday evening, first session £10',
    subject: /our (?:new )?pottery class/,
    facts: ['Brighton', 'every Wednesday evening', /your first session(?: is|:)(?: just)? £10/i],
    tags: ['#PotteryClass', '#Brighton'],
    never: ['All for £10', 'Yours for £10', '#Wednesday'],
  },
  {
    request: 'Facebook post: our hardware store is closing for renovations from March 3 to March 10',
    subject: /our hardware store/i,
    facts: ['closed for renovations', 'March 3 to March 10'],
    tags: ['#HardwareStore'],
    never: [/celebrate|proud moment|big news/i, '#March'],
  },
  {
    request: 'tweet about our new sourdough pizza, available from Friday at our Camden kitchen',
    subject: 'our new sourdough pizza',
    facts: ['from Friday', 'our Camden kitchen'],
    tags: ['#SourdoughPizza', '#CamdenKitchen'],
    never: ['from from', 'launches from'],
  },
  {
    request: 'LinkedIn post celebrating our design studio Northlight reaching 50 employees',
    subject: /Northlight/,
    facts: ['reached 50 employees'],
    tags: ['#Northlight', '#DesignStudio'],
    never: ['#StudioNorthlight', '#50'],
  },
  {
    request: 'TikTok showing our vintage denim restock this Sunday, 25% off with code DENIM25',
    subject: 'vintage denim',
    facts: ['25% off', 'DENIM25', 'this Sunday'],
    tags: ['#VintageDenimRestock'],
  },
  {
    request: 'Instagram caption for our rooftop cinema screening of Amelie on July 12 at 9pm, tickets €8',
    subject: 'our rooftop cinema screening of Amelie',
    facts: ['July 12 at 9pm', /Tickets(?: are|:)(?: just)? €8/],
    never: ['#12', '#July'],
  },
  {
    request: 'write a post about our free coding workshop for teenagers in Nairobi next Saturday',
    subject: 'our free coding workshop',
    facts: ['Nairobi', 'next Saturday', 'teenagers'],
    tags: ['#CodingWorkshop', '#Nairobi'],
    never: ['#Free', '#Write'],
  },
  {
    request: 'LinkedIn post announcing our partnership with Patagonia on recycled packaging',
    subject: 'our partnership with Patagonia on recycled packaging',
    tags: ['#Partnership', '#Patagonia', '#RecycledPackaging'],
    never: ['Featuring Patagonia'],
  },
  {
    request: 'Instagram post about our family-run gelato shop in Florence, try the pistachio!',
    subject: 'our family-run gelato shop',
    facts: ['Florence', 'Try the pistachio.'],
    tags: ['#GelatoShop', '#Florence'],
    never: ['#FamilyRun ', /#FamilyRun$/m, '#Shop '],
  },
  {
    request:
      "Facebook post inviting parents to our school's summer fair on June 21 with a bouncy castle and raffle",
    subject: "our school's summer fair",
    facts: ['June 21', 'a bouncy castle and raffle', 'parents'],
    tags: ['#SummerFair'],
    never: ['#June', '#21'],
  },
  // A second set, held out the same way and added after.
  {
    request:
      "Instagram post for our florist shop in Dublin: Valentine's bouquets from €35, order by February 10",
    subject: "Valentine's bouquets",
    facts: ['our florist shop in Dublin', 'from €35', 'Order by February 10.'],
    tags: ['#ValentinesBouquets', '#Dublin', '#FloristShop'],
    never: ['Just €35', 'Yours for €35', '#February'],
  },
  {
    request: 'tweet: we just launched our budgeting app Pennywise for students, free for the first month',
    subject: 'our budgeting app Pennywise',
    facts: ['free for the first month', 'students'],
    tags: ['#Pennywise', '#BudgetingApp'],
    never: ['Month, it', 'launches month', 'Students are', 'is coming'],
  },
  {
    request: 'LinkedIn post about our nonprofit Green Streets planting 1,000 trees in Manchester this spring',
    subject: /Green Streets/,
    facts: ['is planting 1,000 trees in Manchester', 'this spring'],
    tags: ['#GreenStreets', '#Manchester'],
    never: ['Find it in Manchester', '#1000'],
  },
  {
    request:
      "Facebook post for our Thai restaurant's lunch buffet every weekday from 12 to 3, €14 per person",
    subject: "our Thai restaurant's lunch buffet",
    facts: ['every weekday from 12 to 3', '€14 per person'],
    tags: ['#LunchBuffet'],
    never: [/every\./, '#Weekday'],
  },
  {
    request: 'TikTok about our new matcha cookies, 2 for €5 this weekend at the Camden market stall',
    subject: 'our new matcha cookies',
    facts: ['2 for €5', 'this weekend', 'the Camden market stall'],
    tags: ['#MatchaCookies'],
    never: ['Just €5', 'Yours for €5', 'All for €5'],
  },
  {
    request: 'Instagram post: our yoga studio in Toronto is hiring part-time instructors',
    subject: 'part-time instructors',
    facts: ['Toronto'],
    tags: ['#PartTimeInstructors', '#Toronto'],
  },
  {
    request: 'write a tweet about our webinar on email marketing for small shops next Thursday at 6pm',
    subject: 'our webinar on email marketing',
    facts: ['next Thursday at 6pm', 'small shops'],
    tags: ['#Webinar', '#EmailMarketing'],
    never: ['#Email ', '#Thursday'],
  },
  {
    request: 'LinkedIn post: I just got promoted to Head of Design at Acme',
    subject: 'I just got promoted to Head of Design at Acme',
    tags: ['#Acme'],
    never: ['what makes Design', 'Find us at Acme', 'Come and see us'],
  },
  {
    request: "Instagram post for our dog bakery's birthday cakes for pups, use code WOOF15 for 15% off",
    subject: "our dog bakery's birthday cakes",
    facts: ['15% off', 'WOOF15', /pups/i],
    tags: ['#BirthdayCakes'],
    never: ['#15'],
  },
  {
    request: "Facebook post announcing our bookshop's summer reading challenge for kids, starting July 1",
    subject: "our bookshop's summer reading challenge",
    facts: ['July 1', 'kids'],
    tags: ['#SummerReadingChallenge'],
    never: ['#July'],
  },
  // From a third held-out set: the requests whose answers held up, or did after small fixes.
  {
    request:
      "Facebook post for our community choir's spring concert at St Mary's Church on April 12 at 7pm, tickets £6",
    subject: "our community choir's spring concert",
    facts: ["St Mary's Church", 'April 12 at 7pm', /Tickets(?: are|:)(?: just)? £6/],
    tags: ['#SpringConcert'],
    never: [/#St\b/, '#April'],
  },
  {
    request: 'tweet announcing our Cyber Monday sale: 40% off all plants with code GREEN40 until midnight',
    subject: 'our Cyber Monday sale',
    facts: ['40% off all plants', 'GREEN40', 'until midnight'],
    tags: ['#CyberMondaySale', '#Plants'],
    never: ['#Monday', '#Midnight'],
  },
  {
    request: 'Instagram post inviting dog owners to our puppy yoga class every Saturday morning in Austin',
    subject: 'our puppy yoga class',
    facts: ['every Saturday morning', 'Austin', 'dog owners'],
    tags: ['#PuppyYogaClass', '#Austin'],
    never: ['#Saturday'],
  },
  {
    request: 'TikTok video about our handmade leather wallets, free engraving this week only',
    subject: 'our handmade leather wallets',
    facts: ['free engraving', 'this week'],
    tags: ['#LeatherWallets'],
    never: ['It all happens', '#Week'],
  },
  {
    request: 'LinkedIn post about 3 mistakes first-time founders make when hiring',
    subject: '3 mistakes first-time founders make when hiring',
    never: [/we are hiring|we're hiring|looking for 3/i],
  },
  // A fourth held-out set: facts in pieces of their own, names set off by commas, deadlines apart from dates.
  {
    request:
      'Instagram post for our pilates studio in Hackney, new reformer classes start Monday, walk-ins welcome',
    subject: 'our pilates studio',
    facts: ['New reformer classes start Monday.', 'Walk-ins welcome.', 'Hackney'],
    tags: ['#PilatesStudio', '#Hackney'],
    never: ['Mark your calendar: Monday', '#Monday'],
  },
  {
    request: 'LinkedIn post: we signed our first enterprise client, Globex, after 8 months of pilots',
    subject: 'our first enterprise client',
    facts: ['We signed our first enterprise client, Globex, after 8 months of pilots.'],
    tags: ['#EnterpriseClient', '#Globex'],
    never: ['#8'],
  },
  {
    request: 'tweet: our taco truck is at Union Square today from 11 to 3, cash and card accepted',
    subject: 'our taco truck',
    facts: ['today from 11 to 3', 'Union Square', 'Cash and card accepted.'],
    tags: ['#TacoTruck', '#UnionSquare'],
    never: ['#Today', '#11'],
  },
  {
    request:
      'Facebook post for the Riverside Animal Shelter adoption day this Saturday, all adoption fees waived',
    subject: 'the Riverside Animal Shelter adoption day',
    facts: ['this Saturday', 'All adoption fees waived.'],
    tags: ['#RiversideAnimalShelterAdoptionDay'],
    never: ['#Saturday', '#Riverside '],
  },
  {
    request: 'TikTok for our new protein ice cream, $4.99 a pint, in Target stores nationwide',
    subject: 'our new protein ice cream',
    facts: ['$4.99 a pint', 'at Target stores nationwide'],
    tags: ['#ProteinIceCream', '#TargetStores'],
    never: ['see us', 'Find us', 'in Target', '#Nationwide', '#4'],
  },
  {
    request: "LinkedIn post announcing we're hiring a product designer in Amsterdam, remote-friendly",
    subject: 'a product designer',
    facts: ['Amsterdam', 'Remote-friendly.'],
    tags: ['#ProductDesigner', '#Amsterdam'],
    never: ['the product designer'],
  },
  {
    request:
      'Instagram caption for our spring clearance sale: up to 60% off winter coats, ends Sunday, code SPRING60',
    subject: 'our spring clearance sale',
    facts: ['up to 60% off winter coats with code SPRING60 until Sunday'],
    tags: ['#SpringClearanceSale', '#WinterCoats'],
    never: ['ends Sunday', 'Winter coats.', '#Sunday'],
  },
  {
    request: 'LinkedIn post celebrating our bakery Crumb & Co winning Best Bakery in Leeds 2026',
    subject: "Crumb & Co's Best Bakery award",
    facts: ['won Best Bakery in Leeds 2026'],
    tags: ['#BestBakery', '#Leeds', '#CrumbAndCo'],
    never: ['winning', 'on 2026', 'Mark your calendar', '#2026'],
  },
  {
    request: 'Instagram post for our barbershop in Brooklyn, fades for $25 every Tuesday',
    subject: 'our barbershop',
    facts: ['Brooklyn', 'every Tuesday', /Fades(?: are|:)(?: just)? \$25/],
    tags: ['#Barbershop', '#Brooklyn'],
    never: ['Join us for our barbershop', 'Yours for $25', 'All for $25', '#Tuesday'],
  },
  {
    request: 'FB post: our charity run for cancer research is on May 18 in Hyde Park, register at the link',
    subject: 'our charity run for cancer research',
    facts: ['May 18', 'Hyde Park', 'Register at the link.'],
    tags: ['#CharityRun', '#CancerResearch'],
    never: ['Calling all cancer research', 'all cancer research', '#May'],
  },
  {
    request:
      'Instagram post about our new vegan ramen at Noodle Bar Kyo in Manchester, opening Friday, first 50 bowls free',
    subject: 'our new vegan ramen',
    facts: ['Noodle Bar Kyo in Manchester', /Friday/, /the first 50 bowls (?:are free|are on us)/i],
    tags: ['#VeganRamen', '#Manchester', '#NoodleBarKyo'],
    never: ['ramen are', 'Noodle Bar and', '#NoodleBar ', 'your first 50'],
  },
  {
    request:
      'LinkedIn post: our SaaS startup Ledgerly raised $5M Series A to automate bookkeeping for freelancers',
    subject: "Ledgerly's $5M Series A",
    tags: ['#SeriesA', '#Ledgerly'],
    never: [/#Series\b/, 'Series.'],
  },
  {
    request: 'TikTok showing our dog daycare in Denver, first day free for new pups',
    subject: 'our dog daycare',
    facts: ['Denver', /your first day is (?:free|on us) for new pups/i],
    tags: ['#DogDaycare', '#Denver'],
    never: ['on sale', '#Free'],
  },
  {
    request:
      'Facebook post for our kids coding camp this summer in Seattle, ages 8-12, early bird $199 until May 1',
    subject: 'our kids coding camp',
    facts: ['this summer', 'Seattle', /\$199 until May 1/],
    tags: ['#KidsCodingCamp', '#Seattle'],
    never: ['#Summer', '#May'],
  },
  {
    request: 'Instagram post: our coffee roastery Kaffa turns 10 years old next week, 10% off all beans',
    subject: /our coffee roastery Kaffa/i,
    // After a hook that names the roastery, its own sentence says "we".
    facts: [/(?:turns|We turn) 10 years old next week/, '10% off all beans'],
    tags: ['#Kaffa', '#CoffeeRoastery'],
    never: ['Mark your calendar', '#10'],
  },
  {
    request: 'tweet: the new issue of our zine is out, featuring interviews with 5 local artists',
    subject: 'the new issue of our zine',
    facts: ['interviews with 5 local artists'],
    tags: ['#Zine'],
    never: ['#IssueZine', '#FeaturingInterviews', 'With interviews with'],
  },
  {
    request: 'LinkedIn post about our webinar on GDPR compliance for small businesses on March 14 at 2pm CET',
    subject: 'our webinar on GDPR compliance',
    facts: ['March 14 at 2pm', 'small businesses'],
    tags: ['#Webinar', '#GDPRCompliance'],
    never: ['#March'],
  },
  // A fifth held-out set: offers named inside a sentence, feelings that frame news, labels before a colon.
  {
    request:
      'Instagram post: our gym FitForge is offering a free 7-day pass to new members, sign up at the front desk',
    subject: 'our gym FitForge',
    facts: ['a free 7-day pass', 'Sign up at the front desk.', 'new members'],
    tags: ['#FitForge'],
    never: ['on sale', 'Proud moment', /\bis is\b/, 'Sale alert'],
  },
  {
    request:
      'LinkedIn post announcing our new feature: AI-powered invoice scanning, available to all Pro users starting today',
    subject: 'AI-powered invoice scanning',
    facts: ['today', 'Pro users'],
    tags: ['#AIPoweredInvoiceScanning'],
    never: ['at our new feature', 'all Pro users', '#Feature'],
  },
  {
    request:
      "tweet: Mia's Bakery will be closed on Monday for the bank holiday, back Tuesday with fresh croissants",
    subject: "Mia's Bakery",
    facts: ['closed on Monday for the bank holiday', 'Back Tuesday with fresh croissants.'],
    tags: ['#MiasBakery'],
    never: ['On Monday, on Tuesday', 'Dates:', /#Mia\b/, '#Back'],
  },
  {
    request: 'TikTok about my handmade earrings, each pair is unique, shipping worldwide',
    subject: 'my handmade earrings',
    facts: ['Each pair is unique.', 'Shipping worldwide.'],
    tags: ['#HandmadeEarrings'],
    never: ['#Pair', '#Shipping'],
  },
  {
    request: "LinkedIn post: we're proud to announce that Sarah Chen has joined as our new CTO",
    subject: 'Sarah Chen',
    facts: ['Sarah Chen has joined as our new CTO.'],
    tags: ['#SarahChen'],
    never: ['introduce Sarah Chen', 'proud to announce that', 'working on: Sarah Chen'],
  },
  {
    request:
      'Instagram caption for our farmers market stall, fresh strawberries €4 a punnet, every Saturday 8-1 at Place du Marché',
    subject: 'our farmers market stall',
    facts: ['every Saturday 8-1', 'Place du Marché', /Fresh strawberries(?: are|:)(?: just)? €4 a punnet/],
    tags: ['#FarmersMarketStall', '#PlaceDuMarché'],
    never: ['our farmers,', 'the stall', '#Saturday'],
  },
  {
    request:
      'tweet about our podcast Startup Stories, new episode every Wednesday, this week: how we priced our SaaS',
    subject: 'our podcast Startup Stories',
    facts: ['New episode every Wednesday.', 'This week: how we priced our SaaS.'],
    tags: ['#StartupStories'],
    never: ["You're invited", "We're there", 'runs every Wednesday', '#Wednesday'],
  },
  {
    request:
      "Instagram post for our plant shop's repotting workshop on Sunday at 2pm, £15 including soil and a pot",
    subject: "our plant shop's repotting workshop",
    facts: ['Sunday at 2pm', '£15 including soil and a pot'],
    tags: ['#RepottingWorkshop'],
    never: ['With soil.', 'Featuring soil', '#Pot'],
  },
  {
    request: 'LinkedIn post about our nonprofit Code for Kids reaching 10,000 students in Kenya',
    subject: 'Code for Kids',
    facts: ['reached 10,000 students in Kenya'],
    tags: ['#CodeForKids', '#Kenya'],
    never: ['Code for is', 'code for at checkout', 'work with Kids'],
  },
  {
    request: 'post for our hair salon: 25% off balayage for first-time clients throughout March',
    subject: 'our hair salon',
    facts: ['25% off balayage throughout March', 'first-time clients'],
    tags: ['#HairSalon', '#Balayage'],
    never: ['on March', '#Time', '#March'],
  },
  {
    request: "Instagram post for our vintage shop's summer sale, everything under £20, this weekend only",
    subject: "our vintage shop's summer sale",
    facts: ['everything under £20 this weekend only'],
    tags: ['#SummerSale'],
    never: ['All for £20', 'Yours for £20', 'Just £20', '#Everything'],
  },
  {
    request: 'Instagram post for our bookshop Paper & Ink: signed copies of The Salt Path now in stock',
    subject: 'signed copies of The Salt Path',
    facts: ['our bookshop Paper & Ink'],
    tags: ['#SignedCopies', '#SaltPath', '#PaperAndInk'],
    never: ['at stock', '#Stock', 'Big news: our bookshop'],
  },
  {
    request: 'tweet: our app Habitly hit #1 in the Productivity category on the App Store',
    subject: /our app Habitly/i,
    facts: ['hit No. 1 in the Productivity category on the App Store'],
    tags: ['#Habitly'],
    never: ['Habitly hit so', 'app Habitly hit.', '#AppHabitlyHit'],
  },
  // A sixth held-out set: what is said of the subject, names after it, quoted titles, periods that are no dates.
  {
    request: "LinkedIn post: after 6 years at Google I'm starting my own consultancy, Northwind Advisory",
    subject: /my own consultancy,? Northwind Advisory/,
    facts: [/after 6 years at Google,? I'm starting my own consultancy/i],
    tags: ['#NorthwindAdvisory'],
    never: [/^Northwind Advisory\.$/m, ' Northwind Advisory. '],
  },
  {
    request: 'tweet - flash sale!! 50% off all candles today only, link in bio',
    subject: 'flash sale',
    facts: ['50% off all candles today only', 'Link in bio.'],
    tags: ['#FlashSale', '#Candles'],
    never: ['#Today'],
  },
  {
    request:
      'Facebook post for the Oakwood Library book swap this Saturday 10-2, bring up to 5 books, free coffee',
    subject: 'the Oakwood Library book swap',
    facts: ['this Saturday 10-2', 'Bring up to 5 books.', 'free coffee'],
    tags: ['#OakwoodLibraryBookSwap'],
    never: ['#Saturday', '#Books'],
  },
  {
    request:
      'TikTok for our food truck Taco Loco, new birria tacos, find us at Eastside Market every Friday night',
    subject: 'our food truck Taco Loco',
    facts: ['New birria tacos.', 'Find us at Eastside Market every Friday night.'],
    tags: ['#TacoLoco'],
    never: ['Join us for our food truck', 'runs every Friday', '#Friday'],
  },
  {
    request: 'post for our yoga studio: new members get their first month for $29',
    subject: 'our yoga studio',
    facts: [/your first month is (?:just )?\$29/i],
    tags: ['#YogaStudio'],
    never: ['Mark your calendar', 'Just $29', 'Yours for $29', 'All for $29'],
  },
  {
    request: 'instagram caption: our studio apartment in Lisbon is available on Airbnb from June, sleeps 2',
    subject: 'our studio apartment',
    facts: ['Our studio apartment in Lisbon is available on Airbnb from June.', 'Sleeps 2.'],
    tags: ['#StudioApartment', '#Lisbon'],
    never: ['Mark your calendar', '#June'],
  },
  {
    request: 'tweet announcing our open-source library Fastq hit 10k GitHub stars',
    subject: /our open-source library Fastq/i,
    facts: ['hit 10k GitHub stars'],
    tags: ['#Fastq'],
    never: ['#LibraryFastq', '#OpenSourceLibraryFastq'],
  },
  {
    request: 'Instagram post: Black Friday at Urban Threads, 40% off everything, Friday only, code BF40',
    subject: 'Urban Threads',
    facts: ['40% off everything', 'BF40', 'Black Friday'],
    tags: ['#UrbanThreads'],
    never: ['The everything', 'at Urban.', 'Threads are', 'on Friday only', '#Friday'],
  },
  {
    request: 'TikTok showing how we make sourdough from scratch at our bakery in Austin',
    subject: 'how we make sourdough from scratch at our bakery in Austin',
    tags: ['#Sourdough', '#Austin'],
    never: ['the sourdough'],
  },
  {
    request: 'post for our physio clinic: sports massage now £40 for 60 minutes, book online',
    subject: 'sports massage',
    facts: ['£40 for 60 minutes', 'our physio clinic', 'Book online.'],
    tags: ['#SportsMassage'],
    never: ['£40 for 60.', '#60'],
  },
  {
    request: 'LinkedIn post: our report on remote work trends in 2026 is out, download it free',
    subject: 'our report on remote work trends in 2026',
    facts: ['Download it free.'],
    never: ['Mark your calendar', /happens in 2026|: in 2026/, '#2026'],
  },
  {
    request: 'tweet: join our free webinar "Scaling SaaS in Europe" next Tuesday at 4pm CET',
    subject: 'our free webinar Scaling SaaS in Europe',
    facts: ['next Tuesday at 4pm'],
    tags: ['#ScalingSaaSInEurope'],
    never: ['latest post', 'see us in Europe', '#Tuesday'],
  },
  // The last held-out set, read blind before these rows were added.
  {
    request:
      'Instagram post for our new smoothie bar in Shoreditch, opening May 3, first 100 customers get a free smoothie',
    subject: 'our new smoothie bar',
    facts: ['May 3', 'Shoreditch', 'First 100 customers get a free smoothie.'],
    tags: ['#SmoothieBar', '#Shoreditch'],
    never: ['#May'],
  },
  {
    request:
      'LinkedIn post: our team at Brightlane closed a partnership with Shopify to bring our returns tool to 2 million merchants',
    subject: 'our partnership with Shopify',
    facts: [
      'Our team at Brightlane closed a partnership with Shopify to bring our returns tool to 2 million merchants.',
    ],
    tags: ['#Shopify', '#Brightlane'],
    never: ['The story behind our team', 'Find it at Brightlane', 'Please note', '#2'],
  },
  {
    request: "tweet: the Riverside farmers market is back this Sunday 9-1, live music and kids' crafts",
    subject: 'the Riverside farmers market',
    facts: ['is back this Sunday 9-1', "Live music and kids' crafts."],
    tags: ['#RiversideFarmersMarket'],
    never: ['#Back', '#Sunday'],
  },
  {
    request:
      'Facebook post for our kickboxing gym in Leeds, beginner classes Tuesdays and Thursdays at 7pm, first class free, no experience needed',
    subject: 'our kickboxing gym',
    facts: [
      'Beginner classes Tuesdays and Thursdays at 7pm.',
      'No experience needed.',
      /first class/i,
      'Leeds',
    ],
    tags: ['#Leeds'],
    never: ['the gym', 'on sale', 'Sale alert'],
  },
  {
    request: 'TikTok about our new matcha tiramisu, only available this month at both our Brooklyn locations',
    subject: 'our new matcha tiramisu',
    facts: ['Only available this month at both our Brooklyn locations.'],
    tags: ['#MatchaTiramisu'],
    never: ['launches this month', 'from this month'],
  },
  {
    request:
      "LinkedIn post announcing we're hiring a senior backend engineer (Go, Postgres), fully remote in the EU",
    subject: 'a senior backend engineer (Go, Postgres)',
    facts: ['Fully remote in the EU.'],
    tags: ['#BackendEngineer'],
    never: ['(Go.', 'Go. Postgres.', 'at the EU'],
  },
  {
    request: 'post for our dog walking business in Bristol, group walks £12, solo walks £18, fully insured',
    subject: 'our dog walking business',
    facts: [/Group walks(?: are| are just|:)? £12\./, 'Solo walks £18.', 'Fully insured.', 'Bristol'],
    tags: ['#DogWalkingBusiness', '#Bristol'],
    never: [/#(?:Group|Solo)(?!\p{L})/u],
  },
  {
    request:
      'tweet: our charity Bright Futures raised £50,000 for school meals in Malawi, thank you to all 400 donors!',
    subject: /Bright Futures/,
    facts: ['raised £50,000 for school meals in Malawi', 'Thank you to all 400 donors.'],
    tags: ['#Malawi'],
  },
  {
    request:
      'Instagram post for our pet grooming van in Glasgow, now booking December slots, 15% off for first-time customers',
    subject: 'our pet grooming van',
    facts: ['Now booking December slots.', '15% off', 'first-time customers', 'Glasgow'],
    tags: ['#PetGroomingVan', '#Glasgow'],
    never: ['15% off our pet grooming van', 'now on sale', '#Time'],
  },
  {
    request:
      "LinkedIn post: I'm thrilled to share that our startup Loopwise has been accepted into Y Combinator",
    subject: /our startup Loopwise/i,
    facts: [/(?:Our startup Loopwise has|We have) been accepted into Y Combinator\./],
    tags: ['#Loopwise'],
    never: ['thrilled to share that', 'What is your experience'],
  },
  {
    request: 'tweet about our ramen pop-up at Dalston Yard this Friday and Saturday from 6pm, cash only',
    subject: 'our ramen pop-up',
    facts: ['this Friday and Saturday from 6pm', 'Dalston Yard', 'Cash only.'],
    tags: ['#RamenPopUp', '#DalstonYard'],
    never: ['ramen are', 'ramen deserve'],
  },
  {
    request:
      "Facebook post for the St Anne's school Christmas fair on Dec 7, raffle, mulled wine and a visit from Santa",
    subject: "the St Anne's school Christmas fair",
    facts: ['Dec 7', 'Raffle, mulled wine and a visit from Santa.'],
    never: [/^Raffle\.$/m, 'Raffle. '],
  },
  {
    request:
      'post for our bike shop in Utrecht: spring service for €49, includes new brake pads, this month only',
    subject: 'the spring service',
    facts: ['our bike shop in Utrecht', '€49 this month only', 'Includes new brake pads.'],
    tags: ['#SpringService'],
    never: ['check out pads', '#Pads'],
  },
  {
    request:
      'Facebook post calling for volunteers to help clean up Riverside Park this Sunday at 9am, gloves and bags provided',
    subject: 'help clean up Riverside Park',
    facts: [/volunteers/i, 'this Sunday at 9am', 'Gloves and bags provided.'],
    tags: ['#RiversidePark'],
    never: ['#Gloves', '#Bags', 'Calling for volunteers to', /eyes on gloves/i],
  },
  {
    request: 'Instagram post inviting neighbours to plant bulbs along Elm Street on Saturday morning',
    subject: 'plant bulbs along Elm Street',
    facts: [/neighbours/i, 'Saturday morning'],
    never: ['#Neighbours', '#Saturday'],
  },
  {
    request: 'Tweet celebrating 5 years of Bloom Florist with a thank you to our customers',
    subject: 'Bloom Florist',
    facts: ['Bloom Florist turns 5.', 'Thank you to our customers!'],
    tags: ['#BloomFlorist'],
    never: [/#Thank\b/, /Featuring a thank/],
  },
  {
    request: "Facebook post: we're celebrating 10 years of Casa Nonna with a family dinner night on Friday",
    subject: 'Casa Nonna',
    facts: ['Casa Nonna turns 10.', 'family dinner night', /Friday/],
    tags: ['#CasaNonna', '#FamilyDinnerNight'],
    never: ['#Celebrating', '#Years'],
  },
  {
    request:
      'LinkedIn post announcing that Northwind Labs closed a $12M Series A led by Sequoia to expand into Asia',
    subject: "Northwind Labs' $12M Series A",
    facts: ['led by Sequoia'],
    tags: ['#NorthwindLabs', '#SeriesA', '#Sequoia'],
    never: ['Please note', 'Heads up', 'patience', 'welcome you back', "Labs's"],
  },
  {
    request: 'tiktok for our dog grooming salon in Austin, first groom 50% off for new customers',
    subject: 'our dog grooming salon',
    facts: ['50% off your first groom', 'new customers', 'Austin'],
    tags: ['#DogGroomingSalon', '#Austin'],
    never: ['#First', /Get 50% off\./],
  },
  {
    request:
      'Facebook post for our yoga studio: new prenatal classes start Tuesday, perfect for expecting mums',
    subject: 'prenatal classes',
    facts: ['Tuesday', 'expecting mums', 'our yoga studio'],
    tags: ['#PrenatalClasses', '#YogaStudio'],
    never: ['#Expecting'],
  },
  {
    request: "Instagram post for Mother's Day brunch at Café Lumière, reservations open now, €35 per person",
    subject: "Mother's Day brunch",
    facts: ['Café Lumière', '€35 per person', 'Reservations open now.'],
    tags: ['#MothersDayBrunch'],
    never: ['#DayBrunch'],
  },
  {
    request:
      "LinkedIn post: we're hiring a head of marketing in Amsterdam, remote-friendly, apply by June 30",
    subject: 'head of marketing',
    facts: ['Amsterdam', 'June 30', 'Remote-friendly.'],
    tags: ['#HeadOfMarketing', '#Amsterdam'],
    // The body and the call of one caption never both ask to share.
    never: ['#HeadMarketing', /Share this with[^\n]*\n\nShare this with/],
  },
  {
    request: 'insta post abt our new pumpkin spice donuts 🍩🎃 only at Dough Bros this fall',
    subject: 'pumpkin spice donuts',
    facts: ['Dough Bros', 'this fall'],
    tags: ['#PumpkinSpiceDonuts', '#DoughBros'],
    never: ['#Abt', /\babt\b/],
  },
  {
    request:
      'Instagram post for our Portland bike repair shop: free safety check for commuters every Monday in March',
    subject: 'our Portland bike repair shop',
    facts: ['free safety check for commuters every Monday in March'],
    tags: ['#PortlandBikeRepairShop', '#Portland'],
    never: ['Join us for our Portland', 'There is free', '#Monday', '#March'],
  },
  // Weak spots the earlier sets left, each fixed by a rule and kept here.
  {
    request:
      "Instagram post for Tony's Pizza in Brooklyn: $2 slices every Wednesday after 9pm, show your student ID",
    subject: '$2 slices',
    facts: ["Tony's Pizza", 'Brooklyn', 'every Wednesday after 9pm', 'Show your student ID.'],
    tags: ['#Slices', '#TonysPizza', '#Brooklyn'],
    never: ['your student ID today', 'Yours for $2', '#Wednesday'],
  },
  {
    request:
      'LinkedIn post congratulating our CTO Maria Lopez on winning Engineer of the Year at the 2026 DevWorld Awards in Amsterdam',
    subject: 'Engineer of the Year',
    facts: ['Maria Lopez', 'DevWorld Awards', 'Amsterdam'],
    tags: ['#EngineerOfTheYear'],
    never: ['Mark your calendar: Year', 'Engineer award', '#WinningEngineer', '#EngineerOfYear'],
  },
  {
    request: 'tiktok showing our new glow-in-the-dark phone cases, 2 for $25 this week only with code GLOW25',
    subject: 'glow-in-the-dark phone cases',
    facts: ['2 for $25', 'GLOW25', 'this week only'],
    tags: ['#GlowInTheDarkPhoneCases'],
    never: ['our new glow.', 'at the-dark', '#Glow ', '#DarkPhoneCases'],
  },
  {
    request:
      'Instagram post: our new Spanish conversation club at Casa Verde in Madrid, free for students, every Thursday at 6pm',
    subject: /our (?:new )?Spanish conversation club/,
    facts: ['Casa Verde in Madrid', 'free for students', 'every Thursday at 6pm'],
    tags: ['#SpanishConversationClub', '#CasaVerde', '#Madrid'],
    never: ['launches every'],
  },
  {
    request:
      'FACEBOOK POST FOR OUR HALLOWEEN SALE AT PUMPKIN PATCH FARM IN SALEM, 40% OFF ALL COSTUMES THIS WEEKEND',
    subject: 'our Halloween sale',
    facts: ['Pumpkin Patch Farm', 'Salem', '40% off all costumes', 'this weekend'],
    tags: ['#HalloweenSale', '#PumpkinPatchFarm', '#Salem'],
    never: ['halloween', 'pumpkin patch farm', 'HALLOWEEN', '#Weekend'],
  },
  {
    request: 'Facebook post about our bike repair shop in Portland',
    subject: 'our bike repair shop',
    facts: ['Portland'],
    tags: ['#BikeRepairShop', '#Portland'],
    never: ['Ever wondered', 'so special', 'Nobody talks', 'Plot twist', 'All eyes on'],
  },
  {
    request:
      'tweet 🚲 about our bike repair shop in Portland, free safety check with every tune-up this month, use code RIDE10 for 10% off',
    subject: 'our bike repair shop',
    facts: ['Portland', 'free safety check with every tune-up', 'this month', 'Use code RIDE10 for 10% off.'],
    tags: ['#BikeRepairShop'],
    never: ['now on sale', 'Stock up', 'with code RIDE10', 'Featuring every'],
  },
  {
    request:
      'LinkedIn post inviting HR managers to our free webinar on remote onboarding next Tuesday at 3pm CET',
    subject: 'our free webinar on remote onboarding',
    facts: ['next Tuesday at 3pm CET', 'HR managers'],
    tags: ['#FreeWebinar', '#RemoteOnboarding'],
    never: ['#CET', '#Tuesday'],
  },
  // Read blind after the rows above, and kept as they were read.
  {
    request:
      "LinkedIn post: I'm thrilled to share that I passed my AWS Solutions Architect exam after 3 months of study",
    subject: 'my AWS Solutions Architect exam',
    facts: ['I passed my AWS Solutions Architect exam after 3 months of study.'],
    tags: ['#AWSSolutionsArchitectExam'],
    never: ['thrilled', '#3'],
  },
  // Blind requests that read badly, as read after the rules for what they had in common.
  {
    request:
      'Instagram post for our record shop Spin City in Glasgow, crate-digging night this Friday from 7pm, free pint for the first 20 people',
    subject: 'our crate-digging night',
    facts: [
      'our record shop Spin City in Glasgow',
      'this Friday from 7pm',
      'a free pint for the first 20 people',
    ],
    tags: ['#CrateDiggingNight', '#SpinCity', '#Glasgow'],
    never: [/\b(?:Enjoy|Plus:|Plus, get|offer:) free pint/, /^Free pint/m, '#Friday', '#People'],
  },
  {
    request:
      "Facebook post for Rosie's Bakery: fresh hot cross buns every morning this week, £1.50 each or 6 for £8",
    subject: 'fresh hot cross buns',
    facts: ["Rosie's Bakery", 'every morning this week', '£1.50 each or 6 for £8'],
    tags: ['#HotCrossBuns', '#RosiesBakery'],
    never: ['#CrossBuns'],
  },
  {
    request: 'tiktok about our matcha tiramisu at Kumo Cafe, limited run until sunday',
    subject: 'our matcha tiramisu',
    facts: ['Kumo Cafe', 'Limited run until Sunday.'],
    tags: ['#MatchaTiramisu', '#KumoCafe'],
    never: ['sunday', '#Sunday'],
  },
  {
    request:
      'Instagram post for open mic night at The Blue Lantern this Thursday from 8pm, sign up at the bar, 18+ only',
    subject: 'the open mic night',
    facts: ['The Blue Lantern', 'this Thursday from 8pm', 'Sign up at the bar.', '18+ only'],
    tags: ['#OpenMicNight', '#BlueLantern'],
    never: ['#MicNight'],
  },
  {
    request:
      'Facebook post for our dog-friendly hiking tours in the Lake District, 15% off for groups of 4 or more with code TRAILS15',
    subject: 'our dog-friendly hiking tours',
    facts: ['the Lake District', '15% off', 'for groups of 4 or more', 'TRAILS15'],
    tags: ['#DogFriendlyHikingTours', '#LakeDistrict'],
    never: ['Stock up', '#Groups'],
  },
  {
    request:
      'LinkedIn post announcing our partnership with Stripe to offer instant payouts for freelancers across Europe',
    subject: 'our partnership with Stripe',
    facts: ['Together, we will offer instant payouts for freelancers across Europe.'],
    tags: ['#Partnership', '#Stripe', '#InstantPayouts'],
    never: ['see us in Europe', 'Find it in Europe', 'Find us in Europe'],
  },
  {
    request:
      'Facebook post for Oakwood Primary School summer fair on 14 June, bouncy castle, cake stall and raffle, all families welcome',
    subject: 'the Oakwood Primary School summer fair',
    facts: ['14 June', 'Bouncy castle, cake stall and raffle.', 'All families welcome.'],
    tags: ['#OakwoodPrimarySchoolSummerFair'],
    never: ['in June', '#FamiliesWelcome', '#June', '#14'],
  },
  {
    request: 'facebok post for our famly restaurant in Dublin, kids eat free on sundays for familes',
    subject: 'our family restaurant',
    facts: ['Dublin', 'kids eat free', 'Sundays', 'families'],
    tags: ['#FamilyRestaurant', '#Dublin'],
    never: ['#Familes', 'famly', 'now on sale', 'Stock up'],
  },
  {
    request: 'LinkedIn post: I just opened my own physiotherapy clinic in Bristol',
    subject: 'my own physiotherapy clinic',
    facts: ['Bristol'],
    tags: ['#PhysiotherapyClinic', '#Bristol'],
    never: [/\b(?:we|We|us|our|Our)\b/],
  },
  // Read blind after those rules, and kept as they were read.
  {
    request:
      'Facebook post for our community garden in Cardiff, looking for volunteers to help build raised beds this Sunday from 10am, tools and lunch provided',
    subject: 'help build raised beds',
    facts: [
      'our community garden in Cardiff',
      'volunteers',
      'this Sunday from 10am',
      'Tools and lunch provided.',
    ],
    tags: ['#RaisedBeds', '#Cardiff', '#CommunityGarden'],
    never: ['#Sunday', '#Volunteers'],
  },
  {
    request:
      'Instagram caption for our surf camp in Biarritz this July, early bird €450 until April 30, ages 12-17',
    subject: 'our surf camp',
    facts: ['Biarritz', 'this July', '€450 until April 30', 'Ages 12-17.'],
    tags: ['#SurfCamp', '#Biarritz'],
    never: ['in July', '#July', '#April'],
  },
  {
    request:
      'LinkedIn post announcing our collaboration with Oxfam to bring clean water to 10,000 families in Kenya',
    subject: 'our collaboration with Oxfam',
    facts: ['Together, we will bring clean water to 10,000 families in Kenya.'],
    tags: ['#Collaboration', '#Oxfam', '#CleanWater', '#Kenya'],
    never: ['see us in Kenya', 'Find it in Kenya', '#Families'],
  },
  // A name with "&" stays whole in its hashtags; no half of it stands alone.
  {
    request: 'Facebook post: quiz night every Tuesday at The Fox & Hound, teams of up to 6, £2 entry',
    subject: 'quiz night',
    facts: ['every Tuesday', 'The Fox & Hound', '£2 entry', 'Teams of up to 6'],
    tags: ['#QuizNight', '#FoxAndHound'],
    never: ['#Fox ', /#Fox$/m, '#Hound'],
  },
  // What a launch clause launches is the subject; "is releasing" is no news to put in the past.
  {
    request:
      'Instagram post: our brewery Hopline is releasing a hazy IPA collab with Nordic Roast on 9 May, only 500 cans',
    subject: "Hopline's hazy IPA collab with Nordic Roast",
    facts: ['on 9 May', 'Only 500 cans.'],
    tags: ['#HazyIPACollab', '#Hopline', '#NordicRoast'],
    never: ['is released', 'Proud moment', '#May'],
  },
  // A count of people at a business, in a post that celebrates, is a milestone it reached.
  {
    request: 'LinkedIn post celebrating 10,000 users on our language learning app Lingo Leap',
    subject: 'our language learning app Lingo Leap',
    facts: ['Our language learning app Lingo Leap reaches 10,000 users.'],
    tags: ['#LingoLeap', '#LanguageLearningApp'],
    never: ['#Users', '#10000'],
  },
  // An "-ing" typed without its "i" is read as the verb's "-ing", and stays out of the venue's name.
  {
    request:
      'Facebook post annoucing kids swimming lessons at Northside Pool startng 4 September, £60 for 6 weeks, ages 5-10',
    subject: 'kids swimming lessons',
    facts: ['4 September', 'Northside Pool', '£60 for 6 weeks', 'For ages 5-10.'],
    tags: ['#KidsSwimmingLessons', '#NorthsidePool'],
    never: ['startng', '#NorthsidePoolStartng', 'It ages', '#Ages'],
  },
  // Words in capitals side by side are emphasis, read as the words they are ("flash sale").
  {
    request: 'tweet: FLASH SALE on all vinyl records at Groove Hut, 25% OFF today only with code SPIN25',
    subject: 'flash sale',
    facts: ['Groove Hut', '25% off', 'SPIN25', 'today only', 'vinyl records'],
    tags: ['#FlashSale', '#GrooveHut'],
    never: ['SALE', '#Sale'],
  },
  // "behind the scenes" is a format of post; it names nothing the post is about. A plural launched is "our new".
  {
    request:
      'TikTok showing behind the scenes at our candle studio in Bristol, new autumn scents drop on Friday',
    subject: 'autumn scents',
    facts: ['our candle studio', 'Bristol', 'Friday', /our new autumn scents/],
    tags: ['#AutumnScents', '#CandleStudio'],
    never: ['#Scenes', 'the scenes', "It's almost here", "It's here"],
  },
  // A date does not "mean" a business; it means what it brings.
  {
    request:
      'Instagram post for our nail salon in Glasgow, gel manicures £20 every Thursday in November, book via DM 💅',
    subject: 'our nail salon',
    facts: ['Glasgow', 'Gel manicures', '£20', 'every Thursday in November', 'Book via DM.'],
    tags: ['#NailSalon', '#Glasgow'],
    never: ['means our nail salon'],
  },
  // People a post looks for are wanted, not served, and their tag is the whole phrase.
  {
    request:
      "LinkedIn post: we're looking for beta testers for our meal-planning app Forkful, sign up before October 15",
    subject: 'our meal-planning app Forkful',
    facts: [
      /We're looking for beta testers for our meal-planning app Forkful/i,
      'Sign up before October 15.',
    ],
    tags: ['#Forkful', '#BetaTesters'],
    never: ['Built for beta testers', 'For beta testers:', '#Beta ', /#Beta$/m],
  },
  {
    request:
      'X post: our bakery Flour Power is giving away 100 free cinnamon rolls on Friday morning for our 3rd birthday',
    subject: /our bakery Flour Power/i,
    facts: ['is giving away 100 free cinnamon rolls', 'Friday morning'],
    never: ['is gave', 'gave away'],
  },
  {
    request: 'tweet: NEW MENU drops Friday at Casa Verde, try the birria tacos, 10% off with code TACO10',
    subject: /new menu/i,
    facts: ['Friday', 'Casa Verde', '10% off with code TACO10', 'Try the birria tacos.'],
    never: ['#MenuDrops', /menu drops/i],
  },
  {
    request:
      'Facebook post for the Westside Running Club, looking for new members for Saturday morning runs in Hyde Park',
    subject: 'the Westside Running Club',
    facts: ["We're looking for new members for Saturday morning runs.", 'Hyde Park'],
    never: ['Made with care', 'Mark your calendar: Saturday morning'],
  },
  {
    request:
      'Facebook post for our community garden in Cardiff, calling for volunteers to help plant bulbs this Saturday',
    subject: 'help plant bulbs',
    facts: ['at our community garden in Cardiff', /this Saturday/],
    never: ['Our community garden in Cardiff.'],
  },
  {
    request: 'Instagram post for our ramen bar Noodle Box: 2 for 1 bowls every Monday',
    subject: 'our ramen bar Noodle Box',
    facts: ['2 for 1 bowls', 'every Monday'],
    tags: ['#NoodleBox', '#RamenBar'],
    never: [/our ramen(?! bar)/i, 'now on sale', 'Stock up', '#Bowls'],
  },
  {
    request: 'Instagram post: sunrise yoga on the rooftop every Sunday at 7am, drop-in £12',
    subject: /sunrise yoga/i,
    facts: ['every Sunday at 7am', /Drop-in:? £12/],
    tags: ['#SunriseYoga'],
    never: [/the sunrise yoga/i],
  },
  {
    request: "LinkedIn post: I'm running a free workshop on pricing for freelance designers on 3 March",
    subject: 'free workshop on pricing',
    facts: ['on 3 March', 'freelance designers'],
    tags: ['#Pricing', '#FreelanceDesigners'],
    never: ['latest post', 'Enjoy a free workshop', 'Let me discuss', /\bwe\b/i],
  },
  {
    request: 'LinkedIn post inviting HR leaders to our roundtable on hybrid work in Amsterdam on 5 June',
    subject: 'our roundtable on hybrid work',
    facts: ['Amsterdam', '5 June', 'HR leaders'],
    tags: ['#HybridWork', '#Amsterdam'],
    never: ['latest post'],
  },
  // A free thing with nothing else named is the subject; a basket bounded by a spend is no product.
  {
    request: 'tweet: free delivery on all orders over $50 until Friday with code SHIPFREE',
    subject: /free delivery/i,
    facts: ['all orders over $50', 'SHIPFREE', 'until Friday'],
    tags: ['#FreeDelivery'],
    never: ['#Orders', /at orders/i, /Plus(?::|, get) free delivery/],
  },
  // "free" before a noun is a price, not the verb "to free"; a name after "at" that is no city is a venue.
  {
    request:
      'Facebook post inviting seniors to free smartphone help sessions at Oakdale Library every Monday at 10am',
    subject: /smartphone help sessions/i,
    facts: ['at Oakdale Library', 'every Monday at 10am', 'seniors'],
    tags: ['#SmartphoneHelpSessions', '#OakdaleLibrary'],
    never: [/wanted to free/i, /want to free/i, 'in Oakdale Library', 'pair of hands'],
  },
  // "a" before an ordinal is an article, not a count: the news is about the office, not the agency.
  {
    request: 'LinkedIn post announcing our agency Pixelcraft has opened a second office in Manchester',
    subject: "Pixelcraft's second office",
    facts: ['Manchester'],
    tags: ['#Pixelcraft', '#Manchester'],
    never: [/launching our agency/i, /Introducing our agency/i],
  },
  // What a named product does "now" is news; an imperative whose object the offer took is not left bare.
  {
    request: 'LinkedIn post: FleetWise now integrates with SAP, book a free demo',
    subject: 'FleetWise',
    facts: ['FleetWise now integrates with SAP.', 'a free demo'],
    tags: ['#FleetWise', '#SAP'],
    never: ['Featuring SAP', /\bBook\./, 'With SAP.'],
  },
  // A name that opens a piece and is followed by a verb is no imperative, and its city is part of it; whoever
  // hosts an occasion is its venue; a price paid "at the door" keeps the door.
  {
    request: 'Facebook post: Club Havana is hosting a salsa night this Friday at 9pm, $10 at the door',
    subject: 'salsa night',
    facts: ['at Club Havana', 'this Friday at 9pm', '$10 at the door'],
    tags: ['#SalsaNight', '#ClubHavana'],
    never: ['#Door', '#Havana', 'in Havana', 'a moment we will remember'],
  },
  // People's field after "in" is part of who they are, and they are the ones served, not worked with.
  {
    request:
      'linkedin post anouncing our new mentorship program for women in tech, aplications open until May 31',
    subject: 'mentorship program',
    facts: ['women in tech', 'until May 31'],
    tags: ['#MentorshipProgram', '#WomenInTech'],
    never: [/women\.|women,/, 'work with women'],
  },
  // A weekday right after a bare noun names a weekly occasion, without an article and tagged whole.
  {
    request: 'Instagram post for our taco truck: taco Tuesday is back, 3 tacos for $5 every Tuesday',
    subject: /taco Tuesday/i,
    facts: ['taco truck', '$5 every Tuesday'],
    tags: ['#TacoTuesday', '#TacoTruck'],
    never: [/#Tuesday\b/, /#Taco\b/, /the taco\b/i],
  },
  // "new" is said once, where the request put it, and no hashtag starts with it.
  {
    request: "TikTok: our vegan bakery's new cinnamon rolls, code ROLL10",
    subject: "our vegan bakery's new cinnamon rolls",
    facts: ['ROLL10'],
    tags: ['#CinnamonRolls', '#VeganBakery'],
    never: [/new vegan/i, /#New/],
  },
  // An occasion a named organisation is hosting is still to come: an invitation, not news.
  {
    request: 'LinkedIn: our nonprofit BrightPath is hosting a free career fair for refugees in Toronto',
    subject: /free career fair/i,
    facts: ['BrightPath', 'Toronto', 'refugees'],
    tags: ['#CareerFair', '#BrightPath', '#Toronto'],
    never: ['a moment we will remember', 'milestone', "BrightPath's free career fair"],
  },
  // In a request typed in capitals, a colour and the nouns after it, after "at the", are a business's name.
  {
    request: 'FACEBOOK POST: BOOK CLUB MEETING AT THE GREEN LANTERN CAFE THIS THURSDAY AT 7PM',
    subject: /book club meeting/i,
    facts: ['the Green Lantern Cafe', /this Thursday/i],
    tags: ['#GreenLanternCafe'],
    never: ['#LanternCafe', 'green lantern'],
  },
  // A word standing alone after "is" says how the subject is; it is no tag.
  {
    request: 'TikTok: our burger night is back',
    subject: 'our burger night',
    tags: ['#BurgerNight'],
    never: ['#Back'],
  },
  {
    request: 'Facebook post: buy one get one free on all smoothies for students this Friday',
    subject: /smoothies/i,
    facts: ['buy one get one free on all smoothies for students', 'this Friday'],
    tags: ['#Smoothies'],
    never: [/made for students/i, /perfect for students/i, /students, this one/i, '#Students'],
  },
  {
    request: '3 tips for keeping houseplants alive in winter from our plant shop Leaf & Root',
    subject: '3 tips for keeping houseplants alive in winter',
    facts: ['our plant shop Leaf & Root'],
    tags: ['#LeafAndRoot'],
    never: ['Mark your calendar', '#Root', '#PlantShopLeafRoot'],
  },
  {
    request: 'LinkedIn post: Loopwise just signed its 100th customer, a logistics firm in Rotterdam',
    subject: "Loopwise's 100th customer",
    facts: ['signed its 100th customer, a logistics firm in Rotterdam'],
    tags: ['#Loopwise', '#LogisticsFirm', '#Rotterdam'],
    never: ['#Customer', /^A logistics firm/m, /: its 100th/],
  },
  {
    request:
      'Instagram post: our flower shop Petal & Stem has new spring bouquets from €25, delivery across Dublin',
    subject: /spring bouquets/i,
    facts: ['Petal & Stem', 'from €25', 'Delivery across Dublin'],
    tags: ['#SpringBouquets', '#PetalAndStem', '#Dublin'],
    never: [/check out our flower shop/i, /about our flower shop/i, /#Petal\b/, /#Stem\b/],
  },
  {
    request: 'Instagram post announcing our summer party on the rooftop of Hotel Aurora, June 21',
    subject: 'our summer party',
    facts: ['on the rooftop of Hotel Aurora', 'June 21'],
    tags: ['#SummerParty', '#HotelAurora'],
    never: ['#RooftopOfHotelAurora', 'at the rooftop'],
  },
  {
    request: "Instagram post: we're looking for singers for our Christmas concert at St Mary's church",
    subject: 'our Christmas concert',
    facts: ['singers', "St Mary's church"],
    tags: ['#ChristmasConcert', '#StMarysChurch'],
    never: ["You're invited", 'Come along to', 'Join us for', 'Everyone is welcome', /#StMary\b/, '#Church'],
  },
  {
    request: 'LinkedIn post: our design studio Northlight is hiring a junior UX designer in Amsterdam',
    subject: 'a junior UX designer',
    facts: ['at our design studio Northlight in Amsterdam'],
    tags: ['#JuniorUXDesigner', '#Northlight', '#Amsterdam'],
    never: ['Join the team in Amsterdam', 'The role is in Amsterdam'],
  },
  {
    request: 'Instagram post for our ice cream van Scoops: two scoops for £4 all weekend on Brighton beach',
    subject: 'our ice cream van Scoops',
    facts: ['two scoops for £4', 'all weekend', 'on Brighton beach'],
    tags: ['#Scoops', '#IceCreamVan', '#BrightonBeach'],
    never: [/Just £4\./, '#Ice ', /#Ice$/m, '#CreamVanScoops', 'in Brighton beach', 'Mark your calendar'],
  },
  {
    request: 'Facebook post: our bookshop The Reading Nook is hosting a poetry night for teens on Thursday',
    subject: 'poetry night',
    facts: ['our bookshop The Reading Nook', 'Thursday', 'teens'],
    tags: ['#PoetryNight', '#ReadingNook'],
    never: ['check out our bookshop', 'Our bookshop, right here'],
  },
  {
    request: 'tweet: weekend sale, 40% off all winter coats this weekend only',
    subject: 'weekend sale',
    facts: ['40% off all winter coats', 'this weekend only'],
    tags: ['#WeekendSale', '#WinterCoats'],
    never: ['coats weekend', 'weekend, this weekend', 'Mark your calendar'],
  },
  {
    request: 'LinkedIn post: our logistics company Greenway has opened a second warehouse in Leeds',
    subject: "Greenway's second warehouse",
    facts: ['Leeds'],
    tags: ['#Greenway', '#Leeds'],
    never: [/\bI'm\b/, /\bI am\b/, /\bmy\b/i],
  },
  {
    request: 'Instagram post: join us March 3 to 9 for our spring pop-up market',
    subject: 'our spring pop-up market',
    facts: ['March 3 to 9'],
    tags: ['#SpringPopUpMarket'],
    never: ['on March 3 to 9', 'Save the date: from'],
  },
  {
    request:
      'TikTok video for our taco truck La Chispa 🌮 $3 street tacos every Friday night at Union Square, use code CHISPA for a free horchata',
    subject: 'our taco truck La Chispa',
    facts: [
      /street tacos (?:are |for )?(?:just )?\$3/i,
      'every Friday night',
      'Union Square',
      'Use code CHISPA for a free horchata',
    ],
    tags: ['#LaChispa', '#StreetTacos', '#UnionSquare'],
    never: ['La Chispa $3', /: \$3!/, 'now on sale', '$3 with code CHISPA'],
  },
  {
    request:
      'INSTAGRAM POST FOR OUR NEW KOREAN BBQ RESTAURANT IN LEEDS, GRAND OPENING SATURDAY 12 APRIL, 25% OFF FOR STUDENTS',
    subject: 'our new Korean BBQ restaurant',
    facts: ['Korean BBQ restaurant', 'Saturday 12 April', 'Leeds', '25% off', 'students'],
    tags: ['#KoreanBBQRestaurant', '#Leeds'],
    never: ['#Saturday', 'korean', /on 12 April/, 'bbq', '#KoreanBbqRestaurant'],
  },
  {
    request:
      "linkedin post: we're hirng a part-time barista for our coffee roastery in Bristol, apply by Friday",
    subject: 'a part-time barista',
    facts: ['our coffee roastery in Bristol', 'Apply by Friday.'],
    tags: ['#PartTimeBarista', '#CoffeeRoastery'],
    never: [/hirng/i],
  },
  {
    request:
      'Facebook post for our dog grooming salon Pawfect: free nail trims with every full groom in October',
    subject: 'our dog grooming salon Pawfect',
    facts: ['free nail trims with every full groom in October'],
    tags: ['#Pawfect', '#DogGroomingSalon'],
    never: ['#Trims', /\bTrims\b/, 'Mark your calendar: in October', 'With every full groom.'],
  },
  // An emoji inside a noun phrase pictures its noun; the phrase runs on over it.
  {
    request: "Instagram post: our new 🍕 pizza night every Friday at Luigi's",
    subject: /our (?:new )?pizza night/,
    facts: ['every Friday', "Luigi's"],
    tags: ['#PizzaNight', '#Luigis'],
    never: ['Our new.', /\bnew\.$/m, /#Luigi\b/],
  },
  {
    request:
      'Instagram post: our new Trailblazer 🥾 hiking boots are here, $129, use code TRAIL15 for 15% off',
    subject: 'Trailblazer hiking boots',
    facts: ['$129', 'Use code TRAIL15 for 15% off'],
    tags: ['#TrailblazerHikingBoots'],
    never: ['Hiking boots are here', /our new Trailblazer\./],
  },
  // A word with no vowel typed in capitals is an acronym, and keeps its capitals.
  {
    request: 'INSTAGRAM POST: GRAND OPENING OF OUR KOREAN BBQ RESTAURANT IN LEEDS THIS SATURDAY',
    subject: 'our Korean BBQ restaurant',
    facts: ['Leeds', 'this Saturday', 'Grand opening this Saturday'],
    tags: ['#KoreanBBQRestaurant', '#Leeds'],
    never: ['bbq', '#BbqRestaurant', '#KoreanBbqRestaurant'],
  },
  // A launch told in the past tense, on a date already past, is news.
  {
    request: 'LinkedIn post: Greenway opened its second warehouse in Rotterdam last month',
    subject: "Greenway's second warehouse",
    facts: ['Greenway opened its second warehouse in Rotterdam last month.'],
    tags: ['#Rotterdam', '#Greenway'],
    never: ['Introducing', 'launches', 'It arrives', /\bmonth, it/i, 'from month'],
  },
  // A medal won, and a title given ("was named"), are awards; no hashtag starts with the verb.
  {
    request:
      'Instagram post: our brewery Hopworks won gold at the Dublin Craft Beer Festival for our red ale',
    subject: "Hopworks' gold medal",
    facts: ['Dublin Craft Beer Festival', 'red ale'],
    tags: ['#DublinCraftBeerFestival', '#Hopworks', '#RedAle'],
    never: ['#Gold', '#WonGold'],
  },
  {
    request:
      'Facebook post: our clinic Northside Physio was named Best Small Business 2026 by the Leeds Chamber of Commerce',
    subject: "Northside Physio's Best Small Business award",
    facts: ['Best Small Business 2026', 'Leeds Chamber of Commerce'],
    tags: ['#BestSmallBusiness', '#NorthsidePhysio'],
    never: ['#NamedBestSmallBusiness', /Best Small Business[.!]/],
  },
  // A speaker's post is about the talk; a talk named with its topic is one thing and takes an article.
  {
    request: "LinkedIn post: I'm speaking at Web Summit in Lisbon on 12 November about accessible design",
    subject: 'my talk on accessible design',
    facts: ['12 November', 'Web Summit in Lisbon'],
    tags: ['#AccessibleDesign', '#WebSummit', '#Lisbon'],
    never: ['the accessible design', 'matters more than ever', /\bwe\b/i],
  },
  {
    request: "LinkedIn post: I'm giving a talk on remote team rituals at DevConf in Brno on 6 June",
    subject: 'my talk on remote team rituals',
    facts: ['6 June', 'DevConf in Brno'],
    tags: ['#TeamRituals', '#Brno', '#DevConf'],
    never: [/(?:to|for) talk on/, /\bwe\b/i, '#DevConfInBrno'],
  },
  // A subject that says "new" already is not announced as "Something new".
  {
    request: 'instgram post about our new vegan brownie, now available at our Soho shop',
    subject: 'vegan brownie',
    facts: ['Soho shop'],
    tags: ['#VeganBrownie', '#SohoShop'],
    never: ['Something new: our new', /\bnew\b[^.\n]*\bnew\b/],
  },
  // A right to enter is not counted: no "a free entry".
  {
    request: 'Facebook post for the Maplewood Library book fair on Saturday 3 May, free entry for kids',
    subject: 'Maplewood Library book fair',
    facts: ['Saturday 3 May', 'free entry for kids'],
    tags: ['#MaplewoodLibraryBookFair'],
    never: ['a free entry'],
  },
  // An emoji before a word that describes a noun still runs on into the noun's phrase.
  {
    request: 'Instagram post for our new ☕ cold brew at Bean There Cafe, 2 for 1 until Friday',
    subject: 'cold brew',
    facts: ['Bean There Cafe', '2 for 1 until Friday'],
    tags: ['#ColdBrew', '#BeanThereCafe'],
    never: ['Our new.', /\bnew\.$/m],
  },
  // A name "in" a city makes two tags, never one with the city inside.
  {
    request:
      'Facebook post for our Oktoberfest party at the Brauhaus in Cincinnati on October 12 with live music',
    subject: 'Oktoberfest party',
    facts: ['October 12', 'Brauhaus in Cincinnati', 'live music'],
    tags: ['#Brauhaus', '#Cincinnati', '#OktoberfestParty'],
    never: ['#BrauhausInCincinnati', 'With live music.'],
  },
  // A milestone with no subject phrase takes its tags from the things it names.
  {
    request:
      "Instagram post: we just hit 5,000 followers 🎉 to say thanks we're giving away a handmade ceramic mug",
    subject: '5,000 followers',
    facts: ['handmade ceramic mug'],
    tags: ['#HandmadeCeramicMug'],
    never: ['#NewPost', '#ComingSoon', '#Thanks', /our team and our partners/],
  },
  // An opening is told as one, and what "our" opening is "of" is ours.
  {
    request: 'INSTAGRAM POST FOR OUR GRAND OPENING OF THE YOGA STUDIO IN DENVER THIS SUNDAY',
    subject: 'our yoga studio',
    facts: ['Grand opening this Sunday in Denver', 'it opens'],
    tags: ['#YogaStudio', '#Denver'],
    never: [/\bthe yoga studio/i, 'it arrives'],
  },
  // A past form before a date still ahead describes the subject; the post is no news.
  {
    request:
      'Instagram post for our taco truck La Chispa parked at Granville Island this Friday night, two tacos for $8',
    subject: 'taco truck La Chispa',
    facts: ['Granville Island', 'this Friday night', 'two tacos for $8'],
    tags: ['#LaChispa', '#TacoTruck', '#GranvilleIsland'],
    never: ['A big day', 'could not have done it', 'Big news', /La Chispa parked at/],
  },
  {
    request: 'tweet: flash sale on all board games today only, 40% off with code PLAY40',
    subject: /flash sale/i,
    facts: ['all board games', 'today only', '40% off', 'PLAY40'],
    tags: ['#FlashSale', '#BoardGames'],
    // A sale's deals are offered with a verb, never a bare "Deals on …." piece.
    never: [/\bDeals on\b/],
  },
  {
    request: 'Instagram post about our new matcha cheesecake 🍰 at Kumo Bakery, available from this weekend',
    subject: /matcha cheesecake/i,
    facts: ['Kumo Bakery', 'from this weekend'],
    tags: ['#MatchaCheesecake', '#KumoBakery'],
    never: [/\bAvailable [^.!?]*[.!?] Available\b/],
  },
  {
    request: 'LINKEDIN POST: WE ARE HIRING A SENIOR DATA ANALYST FOR OUR TEAM IN DUBLIN',
    subject: /senior data analyst/i,
    facts: ['Dublin'],
    tags: ['#SeniorDataAnalyst', '#Dublin'],
    never: [/team at our team/i, /#Team\b/],
  },
  {
    request:
      'Facebook post inviting families to our community garden open day on Sunday 14 September in Hackney',
    subject: /community garden open day/i,
    facts: ['families', 'Sunday 14 September', 'Hackney'],
    tags: ['#CommunityGardenOpenDay', '#Hackney'],
    never: [/our community\./i, /#Community\b/],
  },
  {
    request: 'instagram post about our dog frendly brunch every Sunday at The Rusty Anchor in Brighton',
    subject: /dog frendly brunch/i,
    facts: ['every Sunday', 'The Rusty Anchor', 'Brighton'],
    tags: ['#DogFrendlyBrunch', '#Brighton'],
    never: [/our dog\./i, /#Dog\b/],
  },
  {
    request:
      "Instagram post for our florist Petal & Stem in Bath: Mother's Day bouquets from £25, order by Thursday",
    subject: /Mother's Day bouquets/i,
    facts: ['Petal & Stem', 'Bath', 'from £25', 'by Thursday'],
    tags: ['#MothersDayBouquets', '#Bath'],
    never: [/#Stem\b/, /(?:^|[.!?]\s+)From £25\./m],
  },
  {
    request:
      'Facebook post for our bike shop Spokes celebrating 10 years in Utrecht with a party on Saturday',
    subject: /Spokes/,
    facts: [/turns 10|10 years/, 'Utrecht', 'Saturday', 'party'],
    tags: ['#Spokes'],
  },
  {
    request:
      'LinkedIn post announcing our consultancy Northbeam opened a new office in Manchester this month',
    // What was opened is news for being new; its owner's name is the better tag.
    subject: "Northbeam's new office",
    facts: ['opened a new office', 'Manchester', 'this month'],
    tags: ['#Northbeam', '#Manchester'],
    // Opened this month is done: no launch still to come.
    never: [/\blaunch/i, /\bintroduce/i, '#Office'],
  },
  // A thing "on how to" do something is named with what it teaches.
  {
    request: 'TikTok caption for a quick tutorial on how to style a silk scarf three ways',
    subject: 'quick tutorial on styling a silk scarf three ways',
    tags: ['#QuickTutorial', '#SilkScarf'],
    never: [/#SilkScarfWays/, '#Style'],
  },
  // A lone noun that only names a kind (before a name, after its owner's name, after "a") is no tag when the
  // post has better ones, and a name with "&" keeps its "and" in its tag.
  {
    request: "Instagram post for our bakery Flour & Fig: we're back from Monday with fresh sourdough",
    subject: 'our bakery Flour & Fig',
    facts: ['Our bakery Flour & Fig is back from Monday with fresh sourdough.'],
    tags: ['#FlourAndFig', '#FreshSourdough'],
    never: ['#FlourFig', '#Bakery', /#Back\b/, /#Flour\b/, /#Fig\b/, /\bthe back\b/i],
  },
  {
    request:
      'LinkedIn post: our studio Pixelgrove shipped its first mobile app this week for a client in Oslo',
    subject: "Pixelgrove's first mobile app",
    facts: ['for a client in Oslo', 'this week'],
    tags: ['#Pixelgrove', '#MobileApp', '#Oslo'],
    never: ['#Client', '#Studio'],
  },
  {
    request:
      'LinkedIn post announcing our design studio Foldline moved into a new studio in Leeds this month',
    subject: 'our design studio Foldline',
    // Named in the hook, the studio says "we" in its own sentence after it.
    facts: ['We moved into a new studio in Leeds this month.'],
    tags: ['#Foldline', '#DesignStudio', '#Leeds'],
    // A move into somewhere new is news, not a closure to be patient about.
    never: ['#Studio', 'Thank you for your patience', 'welcome you back'],
  },
  {
    request: 'TikTok video showing how to repot a monstera in 60 seconds',
    subject: 'how to repot a monstera in 60 seconds',
    tags: ['#Monstera'],
    never: ['#Repot'],
  },
  {
    request:
      'LinkedIn post: our accounting firm Ledgerly is offering free tax clinics for freelancers in Bristol throughout January',
    subject: /Ledgerly/,
    facts: ['free tax clinics', 'freelancers', 'Bristol', 'throughout January'],
    tags: ['#FreeTaxClinics', '#Ledgerly', '#Bristol'],
    never: ['#OfferingFreeTaxClinics'],
  },
  // "is running" an occasion puts it on, as "is hosting" does: an invitation, never a milestone.
  {
    request:
      'Facebook post: our law firm Hartwell is running a free employment law workshop for small businesses on 12 March',
    subject: /employment law workshop/i,
    facts: ['12 March', 'Hartwell', 'small businesses'],
    tags: ['#Hartwell'],
    never: [/without our team/, /only the beginning/, /made this possible/, /proud moment/i],
  },
  // A breakfast put on for people is an occasion they come to, as a brunch or a dinner is.
  {
    request:
      'LinkedIn post: our charity Open Door is holding a wellbeing breakfast for local employers on 9 June in Leeds',
    subject: /wellbeing breakfast/i,
    facts: ['9 June', 'Leeds', 'local employers'],
    never: [/without our team/, /only the beginning/, /made this possible/, /milestone/i],
  },
  // An occasion or a sale held at the poster's own place is "our" own; an extra offer is a sentence with a verb.
  {
    request:
      'Facebook post for our bookshop Inkwell hosting the poetry night this Friday at 7pm. Plus: free entry for students.',
    subject: 'our poetry night',
    facts: ['this Friday at 7pm', 'our bookshop Inkwell', 'free entry for students'],
    tags: ['#PoetryNight', '#Inkwell'],
    never: ['#Bookshop', /\bthe poetry night/i, 'Plus:', 'offer:'],
  },
  {
    request: 'Tweet about the flash sale at our shoe shop Stride this weekend, 40% off boots',
    subject: 'our flash sale',
    facts: ['40% off boots', 'this weekend', 'our shoe shop Stride'],
    tags: ['#FlashSale'],
    never: [/\bthe flash sale/i],
  },
  {
    request:
      'Facebook post for our village pub The Red Lion: quiz night this Thursday at 8pm, free entry for members',
    subject: 'our quiz night',
    facts: ['this Thursday at 8pm', 'The Red Lion', 'free entry for members'],
    tags: ['#QuizNight'],
    never: ['Plus:', 'offer:'],
  },
  // Something new on a repeating date is there on those days; it launches once. "2 for £5" takes a verb.
  {
    request:
      'Instagram post for our bakery Crumb & Co: new cardamom knots every Saturday morning in Hackney, 2 for £5',
    subject: 'cardamom knots',
    facts: ['every Saturday morning', 'Crumb & Co', 'Hackney', '2 for £5'],
    tags: ['#CardamomKnots', '#CrumbAndCo', '#Hackney'],
    never: [/launch(?:es)? every/i, /arrive every/i, /^2 for £5\./m, /\. 2 for £5\./, '#Bakery'],
  },
  // A pop-up is an occasion people come to, not a sale; an age after people stays with them.
  {
    request:
      'Instagram post for our vegan donut popup at Camden Market this Sunday 🍩 first 50 customers get a free coffee',
    subject: 'our vegan donut popup',
    facts: ['Camden Market', 'this Sunday', 'first 50 customers get a free coffee'],
    tags: ['#VeganDonutPopup', '#CamdenMarket'],
    never: [/sale alert/i, 'Stock up'],
  },
  {
    request:
      'Facebook post inviting familes to our summer reading club at Elm Street Library, starts 3 July, free for kids under 12',
    subject: 'our summer reading club',
    facts: ['Elm Street Library', '3 July', 'free for kids under 12', 'families'],
    tags: ['#SummerReadingClub', '#ElmStreetLibrary'],
  },
  // A place "reopening" is the place reopening: a notice with the place as its subject.
  {
    request: 'Tweet about our barbershop reopening on Monday after renovations, walk-ins welcome',
    subject: 'our barbershop',
    facts: [
      'reopens on Monday after renovations',
      'We reopen on Monday after renovations.',
      'Walk-ins welcome',
    ],
    tags: ['#Barbershop'],
    never: ['barbershop reopening', '#BarbershopReopening'],
  },
  // A count of things to do something is a tip's title, with words describing the things between.
  {
    request: 'TikTok caption: 3 easy ways to fold a fitted sheet',
    subject: '3 easy ways to fold a fitted sheet',
    tags: ['#FittedSheet'],
    never: ['#EasyWays', /check out 3 easy ways\./],
  },
  // A post whose own sentence looks for people opens on them, the ask.
  {
    request:
      'LinkedIn post: our nonprofit CodeBridge is looking for volunteer mentors in Leeds to teach teenagers to code',
    subject: 'CodeBridge',
    facts: [/^(?:1\. )?(?:Wanted: volunteer mentors|Volunteer mentors wanted|We need volunteer mentors)\./m],
    tags: ['#CodeBridge', '#VolunteerMentors', '#Leeds'],
    never: ['matters more than ever', 'A few thoughts on'],
  },
  // A named business that opens the post says "we" in the sentence right after.
  {
    request: 'Instagram post: our food truck Smokestack is at Riverside Park tonight with brisket tacos',
    subject: 'our food truck Smokestack',
    facts: ['We are at Riverside Park tonight with brisket tacos.'],
    tags: ['#Smokestack', '#RiversidePark'],
    never: [/Smokestack[^\n]*\n+Our food truck Smokestack/],
  },
  // In capitals: a coined word after an owner and a two-noun kind is the business's name; "X's Day" is a day.
  {
    request: "INSTAGRAM POST FOR OUR FLOWER SHOP BLOOMWELL: MOTHER'S DAY BOUQUETS FROM £30, ORDER BY FRIDAY",
    subject: "Mother's Day bouquets",
    facts: ['our flower shop Bloomwell', '£30', 'Order by Friday'],
    tags: ['#Bloomwell', '#MothersDayBouquets'],
    never: ['#FlowerShopBloomwell', '#Mother ', '#DayBouquets', /shop bloomwell/],
  },
  // A date after a deal told as a sentence is the deal's; a new thing at the poster's own shop is theirs.
  {
    request:
      'Instagram post: new salted caramel flavour at our ice cream shop Scoop Theory this weekend, kids eat free on Sunday',
    subject: 'our new salted caramel flavour',
    facts: ['this weekend', 'Kids eat free on Sunday'],
    tags: ['#ScoopTheory', '#SaltedCaramelFlavour', '#IceCreamShop'],
    never: ['this weekend, on Sunday', /the new salted/i, '#CreamShop'],
  },
  // Something free given on the subject itself puts the subject on sale; it is no place and the offer no extra.
  {
    request: 'Instagram post: free delivery on all coffee beans this week with code BEANS10',
    subject: /coffee beans/i,
    facts: ['free delivery on all coffee beans', 'BEANS10', 'this week'],
    tags: ['#CoffeeBeans'],
    never: [/at coffee beans/i, /from coffee beans/i, 'Plus, get', 'also on offer'],
  },
  // What a business is doing on a repeating date is a standing offer, not a milestone.
  {
    request:
      'LinkedIn post: our law firm Calder & Webb is offering free legal clinics for small charities in Bristol every Tuesday in March',
    subject: 'our law firm Calder & Webb',
    facts: ['We are offering free legal clinics for small charities in Bristol every Tuesday in March.'],
    tags: ['#CalderAndWebb', '#Bristol'],
    never: [
      'A milestone worth sharing',
      'a moment we will remember',
      'proud to share',
      'A few thoughts on',
      /matters? more than ever/,
    ],
  },
  // What a business offers on a repeating date is what the post opens on, at the business.
  {
    request:
      'Facebook post: our bike shop Spokes is offering free repair lessons for kids every Saturday in May',
    subject: 'our bike shop Spokes',
    facts: ['Free repair lessons at our bike shop Spokes.', 'every Saturday in May'],
    tags: ['#Spokes'],
    never: ['This is your sign', 'deserves your attention', 'A little love for'],
  },
  // A piece that opens on a verb for one thing has left out its subject: it says "it".
  {
    request: "Facebook post for our kids' chess club at Northgate Library, starts 4 March, free for members",
    subject: "our kids' chess club",
    facts: ['It starts 4 March.', 'Northgate Library', 'free for members'],
    tags: ['#KidsChessClub', '#NorthgateLibrary'],
    never: [/(?:^|\. )Starts 4 March/m],
  },
  // A person taken on "as" a role is news as the new holder of it.
  {
    request: 'LinkedIn post: our bakery chain Crumbs appointed Tom Reyes as head of operations',
    subject: "Crumbs' new head of operations Tom Reyes",
    facts: ['appointed Tom Reyes as head of operations'],
    tags: ['#TomReyes', '#HeadOfOperations', '#Crumbs'],
    never: ["Crumbs' Tom Reyes"],
  },
  // A person who joins the business "as" a role is its new holder too; the business owns the role.
  {
    request: 'LinkedIn post: Sara Lind joined our architecture firm Holmberg as design director',
    subject: "Holmberg's new design director Sara Lind",
    facts: ['joined our architecture firm Holmberg as design director'],
    tags: ['#SaraLind', '#DesignDirector'],
    never: ["Holmberg's architecture firm"],
  },
  // A kind before a name stays whole in its tag; half the kind on the name is no tag.
  {
    request: 'LinkedIn post announcing that Maya Chen joins our design studio Northlight as head of research',
    subject: "Northlight's new head of research Maya Chen",
    tags: ['#MayaChen', '#HeadOfResearch'],
    never: [
      '#StudioNorthlight',
      "Northlight's design studio",
      /moment we will remember|could not have done it/,
    ],
  },
  // What a named business is opening of its own is its news, not the post's launch of the business.
  {
    request: 'LinkedIn post celebrating our gym chain Ironworks opening its fifth location in Leeds',
    subject: "Ironworks' fifth location",
    facts: ['Leeds', 'opening its fifth location'],
    tags: ['#Ironworks', '#Leeds'],
    never: [/launching our gym chain/i, /introduc(?:e|ing) our gym chain/i],
  }, // A deal names what it buys, a singular too; a count for a count in capitals is a deal, not a code.
  {
    request: 'INSTAGRAM POST FOR OUR TAPAS NIGHT AT CASA LUNA THIS FRIDAY 🍷 LIVE GUITAR AND 2-FOR-1 SANGRIA',
    subject: 'tapas night',
    facts: ['Casa Luna', /this Friday/i, /Grab 2-for-1 sangria/i],
    tags: ['#TapasNight', '#CasaLuna'],
    never: [/\bcode\b/i, /: 2-for-1\./i, /#Luna\b/, /#Casa\b/],
  },
  {
    request: 'Facebook post for our pizzeria Forno: half price pizza every Monday night',
    subject: /pizzeria Forno|half price pizza/i,
    facts: ['half price pizza', /every Monday/i],
    never: [/Half price\./],
  }, // "after school" after a date is the part of the day, not a place the post is about.
  {
    request:
      'Instagram post for our chess club: beginners welcome every Tuesday after school at Oakfield Hall',
    subject: 'chess club',
    facts: ['every Tuesday after school', 'Oakfield Hall'],
    never: ['#School', /the school/i],
  },
  // A free club is joined, not handed out: it is the subject, free to come to.
  {
    request: 'Facebook post for the library: free homework club for kids every Wednesday after school',
    subject: 'free homework club',
    facts: ['the library', 'every Wednesday after school', 'kids'],
    tags: ['#HomeworkClub'],
    never: ['#School', /get a free homework club/i],
  }, // A weekday in the plural repeats: a schedule, not a date to mark.
  {
    request: 'Instagram post: live jazz on Thursdays at our wine bar Vinho in Porto',
    subject: 'live jazz',
    facts: ['on Thursdays', 'our wine bar Vinho in Porto'],
    tags: ['#LiveJazz'],
    never: [/Mark your calendar: Thursdays/i],
  },
  // A new thing sold on a schedule is here on those days: no occasion to join, no start "from Fridays".
  {
    request: 'TikTok about our new pistachio croissant, only available on Fridays at Bakehaus in Austin',
    subject: 'pistachio croissant',
    facts: ['on Fridays', 'Bakehaus in Austin'],
    tags: ['#PistachioCroissant'],
    never: [/from Fridays/i, /join us/i, /launches on Fridays/i, /runs on Fridays/i],
  }, // A title's full stop before a name does not end the piece.
  {
    request:
      'LinkedIn post: our accounting firm Tallis Partners just welcomed Dr. Amara Osei as head of tax advisory',
    subject: 'Amara Osei',
    facts: ["Tallis Partners' new head of tax advisory Dr. Amara Osei"],
    tags: ['#TallisPartners', '#HeadOfTaxAdvisory', '#AmaraOsei'],
    never: [/Dr\.$/m, /Partners' Dr\./, '#DrAmaraOsei'],
  }, // A title before a name is how the person is addressed: the tag is the name alone.
  {
    request: 'LinkedIn post: Prof. Lena Hart joins our lab Quanta as research lead',
    subject: 'Lena Hart',
    facts: [/research lead Prof\. Lena Hart/],
    tags: ['#LenaHart', '#ResearchLead'],
    never: ['#ProfLenaHart', /Prof\.$/m],
  }, // A business after "at" in capitals is one name, though one of its words is a first name.
  {
    request: 'TIKTOK ABOUT OUR PAELLA NIGHT AT VILLA ROSA THIS SATURDAY WITH LIVE FLAMENCO',
    subject: 'paella night',
    facts: ['Villa Rosa', /this Saturday/i, 'live flamenco'],
    tags: ['#PaellaNight', '#VillaRosa'],
    never: [/#Rosa\b/, /#Villa\b/],
  }, // "just" between a name and a count says when the name reached it: the milestone is the name's.
  {
    request: 'LinkedIn post: our podcast Founders Table just hit 50,000 downloads',
    subject: 'Founders Table',
    facts: ['hit 50,000 downloads'],
    tags: ['#FoundersTable'],
    never: [/#\w*JustHit/, /A few thoughts on/],
  }, // "is closed" is a closure to pass on, though the tagger reads "closed" as an adjective.
  {
    request: 'Facebook post: our bakery is closed this Sunday for staff training, open as usual on Monday',
    subject: /our bakery|we are closed/i,
    facts: [/closed this Sunday for staff training/, /open as usual on Monday/i],
    never: [/check out our bakery/i, /deserves your attention/i, 'Made with care'],
  }, // A closure written after the business and a colon, as on a sign, is the business's notice.
  {
    request:
      'Facebook post for our village bakery: closed Monday for a family wedding, back Tuesday with fresh bread',
    subject: /our village bakery|we are closed/i,
    facts: ['our village bakery is closed Monday for a family wedding', 'Back Tuesday with fresh bread'],
    tags: ['#VillageBakery'],
    never: ['#Back', /Mark your calendar/i, /check out the family wedding/i, 'bakery:'],
  }, // An age after the people says which of them: it stays in the text, and the tag names the people alone.
  {
    request: "Facebook post for our library's coding club for kids aged 8-12, every Saturday at 10am",
    subject: "library's coding club",
    facts: ['kids aged 8-12', 'every Saturday at 10am'],
    tags: ['#CodingClub'],
    never: [/#\w*Aged/],
  }, // "after work" is the part of the day, though the tagger reads "work" as a verb, before a date too.
  {
    request: 'Instagram post for our studio: yoga classes after work every Tuesday at 6pm',
    subject: 'yoga classes',
    facts: ['after work every Tuesday at 6pm', 'our studio'],
    tags: ['#YogaClasses'],
    never: ['#Work'],
  }, // A verb after a person's name is what the person does: it is the news, and no part of the tag.
  {
    request: 'LinkedIn post: Mr. Tom Reyes retires after 30 years at our firm',
    subject: 'Tom Reyes',
    facts: ['Mr. Tom Reyes retires after 30 years at our firm.'],
    tags: ['#TomReyes'],
    never: [/#TomReyesRetires/, /Reyes matter\b/, /A few thoughts on/],
  }, // A person the post names is never the poster's "we".
  {
    request: 'LinkedIn post: our head chef Tom Reyes retires after 30 years',
    subject: 'head chef Tom Reyes',
    facts: ['Our head chef Tom Reyes retires after 30 years.'],
    tags: ['#TomReyes', '#HeadChef'],
    never: [/We retire/, '#HeadChefTomReyesRetires', /only the beginning/, /milestone/i],
  }, // A person leaving their work is thanked: a tribute, never a milestone of the team's.
  {
    request: 'Instagram post: our head baker Rosa Díaz is retiring after 20 years at Flour & Fig',
    subject: 'head baker Rosa Díaz',
    facts: ['Our head baker Rosa Díaz is retiring after 20 years at Flour & Fig.', /thank/i],
    tags: ['#RosaDíaz', '#FlourAndFig'],
    never: [/check out/, /deserves your attention/, /only the beginning/, /Made with care/],
  },
  {
    request: 'LinkedIn post: our CEO Mark Olsen steps down after 12 years',
    subject: 'CEO Mark Olsen',
    facts: ['Our CEO Mark Olsen steps down after 12 years.', /thank/i],
    tags: ['#MarkOlsen'],
    never: [/milestone/i, /only the beginning/, /A few thoughts on/, /consistent work compounds/],
  }, // "only" before a date limits the thing to it, and the post says so.
  {
    request: 'TikTok about our new matcha cruffin, only available on Saturdays at Bloom Bakery in Leeds',
    subject: 'matcha cruffin',
    facts: ['only on Saturdays', 'Bloom Bakery in Leeds'],
    tags: ['#MatchaCruffin'],
    never: [/from Saturdays/i, 'only available'],
  }, // A rehearsal is an occasion; a choir is no place, so the occasion named after it is the choir's own.
  {
    request:
      'Instagram post for our community choir: open rehearsal this Thursday at 7pm, new singers welcome',
    subject: "our community choir's open rehearsal",
    facts: [/this Thursday at 7pm/i, 'New singers welcome'],
    tags: ['#OpenRehearsal', '#CommunityChoir'],
    never: ['at our community choir', /deserves your attention/, /check out/i],
  }, // An expansion is the business's news, told in its own words.
  {
    request: 'LinkedIn post: our fintech Paylo is expanding to Canada next month',
    subject: 'Paylo',
    facts: ['Our fintech Paylo is expanding to Canada next month.'],
    tags: ['#Paylo', '#Canada'],
    never: [/matters more than ever/, /A few thoughts on/],
  }, // A contracted "are" is a helper: "we're expanding" stays as written.
  {
    request: "tweet: we're expanding to Berlin in March",
    subject: /we're expanding to Berlin/i,
    facts: ['in March'],
    tags: ['#Berlin'],
    never: ["we're expanded"],
  }, // A gerund after a noun, before the verb it is the subject of, is an activity: the post invites to it.
  {
    request: 'Facebook post: pick-your-own strawberry picking opens at Hillside Farm Shop this weekend',
    subject: 'pick-your-own strawberry picking',
    facts: ['Hillside Farm Shop', /this weekend/i],
    tags: ['#HillsideFarmShop'],
    never: [
      /your own strawberry\b(?! picking)/i,
      '#OwnStrawberry',
      /the (?:pick-your-own )?strawberry picking/i,
    ],
  }, // Something free a business gives on a repeating date is its standing offer: the post opens on it.
  {
    request:
      'Instagram post for our Brooklyn bike shop Spoke & Chain: free tune-ups for students every Saturday in October',
    subject: 'our Brooklyn bike shop Spoke & Chain',
    facts: ['Free tune-ups for students every Saturday in October'],
    tags: ['#SpokeAndChain', '#Brooklyn'],
    never: ['also on offer', /right here in Brooklyn/],
  }, // A part of the day after a weekday says when; in the plural it repeats.
  {
    request:
      'Facebook post for our dance studio in Leeds: salsa classes for adults on Wednesday evenings, £8 per class',
    subject: 'salsa classes',
    facts: ['on Wednesday evenings', '£8 per class', 'adults', 'our dance studio in Leeds'],
    tags: ['#SalsaClasses'],
    never: ['#WednesdayEvenings', /Save the date: Wednesday/],
  }, // News told before "and" the hiring is a sentence of its own; the people hired stay the subject.
  {
    request:
      'LinkedIn post announcing that our consultancy Meridian Analytics has opened a new office in Manchester and is hiring 10 data analysts',
    subject: '10 data analysts',
    facts: ['Our consultancy Meridian Analytics has opened a new office in Manchester.'],
    tags: ['#MeridianAnalytics', '#DataAnalysts'],
    never: [/hiring Meridian Analytics/, /looking for Meridian/],
  }, // An occasion that opens after the business and a comma is the subject; the business is where it is.
  {
    request: 'Instagram post: our farm shop near York, strawberry picking opens this Saturday',
    subject: 'strawberry picking',
    facts: [/this Saturday/i, 'our farm shop near York'],
    tags: ['#StrawberryPicking'],
    never: [/check out our farm shop/i, /deserves your attention/, 'right here in York'],
  },
  // A free thing is named, so it is the subject; the business after "at" is where it is had.
  {
    request: 'Facebook post: free delivery on all orders over $50 this weekend only at Greenleaf Grocers',
    subject: 'free delivery',
    facts: ['all orders over $50', /this weekend only/i, 'at Greenleaf Grocers'],
    tags: ['#FreeDelivery', '#GreenleafGrocers'],
    never: [/Plus, get free delivery/i, 'also on offer', /check out Greenleaf/],
  },
  // "are back" is the news of a thing's return though it is one word after "is": the post tells it.
  {
    request: 'Instagram post: pumpkin spice lattes are back, only this weekend',
    subject: 'pumpkin spice lattes',
    facts: ['Pumpkin spice lattes are back.', /only this weekend/i],
    tags: ['#PumpkinSpiceLattes'],
    never: ['#Back'],
  },
  // A date already gone tells when it happened: nothing is left to put in a calendar.
  {
    request: 'LinkedIn post about our team offsite in Lisbon last week',
    subject: 'our team offsite',
    facts: ['last week', 'Lisbon'],
    tags: ['#TeamOffsite', '#Lisbon'],
    never: ['Mark your calendar', 'Save the date'],
  },
  // Any verb read as an imperative opens an instruction; one that holds the price tells the offer itself.
  {
    request: 'TIKTOK FOR OUR THRIFT STORE IN PHOENIX: FILL A BAG FOR $10 THIS SATURDAY ONLY',
    subject: 'our thrift store',
    facts: ['Fill a bag for $10 this Saturday only.', 'Phoenix'],
    tags: ['#ThriftStore', '#Phoenix'],
    never: [/the bag/i, /(?:Just|Yours for|All for) \$10\./],
  },
  {
    request: 'Instagram post for our bakery: grab a coffee and a croissant for £4 every morning before 10',
    subject: 'our bakery',
    facts: ['Grab a coffee and a croissant for £4 every morning before 10.'],
    tags: ['#Bakery'],
    never: [/(?:Just|Yours for|All for) £4\./],
  },
  // A plain noun the tagger knows only as a short form ("fig") stays in its phrase; "and" before a word for one
  // kind of thing ("flavour") joins what it is made of, so the flavour is one.
  {
    request:
      'Instagram post: our new fig and honey flavour at Scoop Theory in Bath, from this Friday, €3 a scoop',
    subject: 'our new fig and honey flavour',
    facts: ['Scoop Theory in Bath', /from this Friday/i, '€3 a scoop'],
    tags: ['#HoneyFlavour', '#ScoopTheory'],
    never: [/the honey flavour/i, /\b(?:they|them)\b/i],
  },
  // What a video of the business shows is the subject; the business is where it is found.
  {
    request:
      'TikTok video for our ramen bar Tonkotsu Joe in Leeds showing our new spicy miso ramen, launching Friday',
    subject: 'spicy miso ramen',
    facts: ['ramen bar Tonkotsu Joe', 'Leeds', /Friday/],
    tags: ['#MisoRamen', '#TonkotsuJoe'],
  },
  // A post that thanks people is about them: it thanks them and tells them what they did. A word joined by a
  // hyphen to a particle ("clean-up") is one noun.
  {
    request:
      'Instagram post thanking the 120 volunteers who made our Cardiff beach clean-up a success last Sunday',
    subject: 'the 120 volunteers',
    facts: ['You made our Cardiff beach clean-up a success last Sunday.', /thank you/i],
    tags: ['#CardiffBeachCleanUp', '#Volunteers'],
    never: [/Mark your calendar/i, /beach clean\b(?!-)/i, /deserves your attention/i],
  },
  {
    request: 'Facebook post thanking our amazing customers for 10 years of support',
    subject: 'our amazing customers',
    facts: ['Thank you for 10 years of support.'],
    tags: ['#Customers'],
    never: ['#NewPost'],
  },
  // A group "of" another that a person joins is the other's: the news is the person's.
  {
    request: 'LinkedIn post: our CFO Maria Lopez joins the board of the Lisbon Tech Association',
    subject: 'Maria Lopez',
    facts: ['Our CFO Maria Lopez joins the board of the Lisbon Tech Association.'],
    tags: ['#MariaLopez', '#LisbonTechAssociation'],
    never: ["Maria Lopez's board"],
  },
  // A weekend the nouns before it name is still a date; card holders are people an offer is for.
  {
    request:
      'Facebook post for our garden centre: 20% off all roses this bank holiday weekend for loyalty card holders',
    subject: /roses|garden centre/i,
    facts: ['20% off all roses', 'this bank holiday weekend', 'loyalty card holders'],
    tags: ['#GardenCentre', '#Roses'],
    never: ['#BankHolidayWeekend'],
  },
  // A launch in the perfect ("has opened") with no date to come is done: news, in the request's own sentence.
  {
    request:
      'LinkedIn post announcing that our logistics company Northway has opened a new warehouse in Rotterdam',
    subject: "Northway's new warehouse",
    facts: ['Our logistics company Northway has opened a new warehouse in Rotterdam.'],
    tags: ['#Northway', '#Rotterdam'],
    never: [/We're launching/i, /introduce/i, /Find (?:it|us) in Rotterdam/],
  },
  // A typo of an everyday noun the lexicon leaves out is read as the noun, before its "'s" too.
  {
    request: "Instagram post for our resturant's new brunch menu, starting this Sunday",
    subject: "our restaurant's new brunch menu",
    facts: [/this Sunday/i],
    tags: ['#Restaurant', '#BrunchMenu'],
    never: ['#Resturant', /resturant/i],
  },
  // A happy hour with a price of its own is the occasion, and the price stays with the drinks it buys.
  {
    request:
      'Instagram post: happy hour at our rooftop bar Skyline in Miami every Friday from 5 to 7pm, $6 margritas',
    subject: 'happy hour',
    facts: ['$6 margaritas', 'every Friday from 5 to 7pm', 'rooftop bar Skyline in Miami'],
    tags: ['#HappyHour', '#Skyline'],
    never: [/on sale/i, /All for \$6/, /Yours for \$6/, /Just \$6/, '#Margritas'],
  },
  // A day named by what happens on it is an occasion; "everyone welcome" is said once and makes no tag.
  {
    request:
      'Facebook post for our animal shelter: adoption day this Saturday at the Oakwood community hall, adoption fees waived for senior dogs, everyone welcom',
    subject: 'adoption day',
    facts: [
      'this Saturday',
      'Oakwood community hall',
      'Adoption fees waived for senior dogs.',
      'Everyone welcome.',
    ],
    tags: ['#AdoptionDay'],
    never: [/deserves your attention/i, /Made with care/i, '#EveryoneWelcome', /Everyone is welcome/],
  },
  // "which" and a verb in the past after the subject tell what it did: news, never a sale still on.
  {
    request: 'Facebook post about our school bake sale last Saturday, which raised £450 for the library',
    subject: 'school bake sale',
    facts: [/raised £450 for the library\./, 'last Saturday'],
    tags: ['#SchoolBakeSale'],
    never: [/\bWhich raised/, /is on!/, /Stock up/i, /Don't miss/i],
  },
  // Photos "from" an occasion are the occasion's: the post shares them and launches nothing.
  {
    request: "Instagram post sharing photos from our summer fete at St Mary's school",
    subject: 'summer fete',
    facts: ["Here are some photos from our summer fete at St Mary's school."],
    tags: ['#SummerFete'],
    never: [/Say hello to photos/i, /try them/i, /Something new/i],
  },
  // After a preposition and a noun, an "-s" word before "in" is a plural noun: the object of a preposition takes
  // no verb ("at harbor books in Portland", never "at harbor"). A club on a date is a meeting people come to.
  {
    request: 'tweet: BOOK CLUB MEETS THIS THURSDAY AT 7PM AT HARBOR BOOKS IN PORTLAND, NEW MEMBERS WELCOME',
    subject: 'book club',
    facts: [/at harbor books in Portland/i, /this Thursday at 7PM/i, 'New members welcome.'],
    tags: ['#BookClub'],
    never: [/at harbor in/i, /#Harbor\b/, /deserves your attention/i, /Made with care/i],
  },
  // In capitals, nouns right before "in" and a town are a business's name after "at" with no article, or after an
  // owner and the two nouns of its kind.
  {
    request:
      'TIKTOK VIDEO FOR OUR DONUT SHOP HOLE FOODS IN PORTLAND: NEW MAPLE BACON DONUTS LAUNCH THIS FRIDAY, FIRST 50 CUSTOMERS GET ONE FREE',
    subject: 'maple bacon donuts',
    facts: ['our donut shop Hole Foods in Portland', 'this Friday', 'First 50 customers get one free'],
    tags: ['#HoleFoods', '#MapleBaconDonuts'],
    never: [/hole foods/, '#DonutShopHoleFoods'],
  },
  {
    request:
      'FACEBOOK POST: OPEN MIC NIGHT EVERY WEDNESDAY AT 8PM AT RIVERSIDE RECORDS IN BRISTOL, FREE ENTRY',
    subject: 'open mic night',
    facts: ['every Wednesday at 8PM', 'free entry'],
    tags: ['#RiversideRecords'],
    never: [/Riverside records/, /in Riverside and/],
  },
  {
    request:
      'Instagram post for our tattoo studio flash day on Friday, small designs from £50, walk-ins only',
    subject: 'flash day',
    facts: [/small designs (?:start |are available )?from £50/i, 'Walk-ins only'],
    never: [/Get it from/],
  },
  {
    request: 'instagram post for my nail salon, gel manicures now $25 on weekdays',
    subject: 'nail salon',
    facts: [/gel manicures(?: are|:)(?: just)? \$25/i, 'on weekdays'],
    tags: ['#GelManicures'],
    never: [/^(?:Just|Yours for|All for) \$25/m],
  },
  {
    request: 'Post about our dog walking service in Bristol, group walks for £12 an hour',
    subject: 'dog walking service',
    facts: ['£12 an hour'],
    tags: ['#GroupWalks'],
  },
  {
    request: 'instagram post: yoga retreat this october, 7 nights, early bird price $1200 until june 30',
    subject: 'yoga retreat',
    facts: ['Early bird price', 'until June 30'],
    never: [/\bBird price/, '#BirdPrice'],
  },
  {
    request: "instagram post about our vintage clothing store's 50% off clearance this weekend only",
    subject: 'vintage clothing store',
    facts: ['50% off clearance', 'this weekend only'],
    never: ["store's", '#ClothingStores'],
  },
  {
    request: 'linkedin post sharing tips for first-time founders on raising a seed round',
    subject: /tips on raising a seed round/i,
    facts: ['first-time founders'],
  },
  {
    request: 'tweet: everything half price this weekend at our bookshop',
    subject: 'bookshop',
    facts: ['half price on everything', 'this weekend'],
    never: ['#Everything'],
  },
  {
    request: 'Instagram post for our dog grooming salon in Austin, summer special $40 full groom',
    subject: 'dog grooming salon',
    facts: [/Summer special: full groom (?:is|for)(?: just)? \$40/, 'Austin'],
    never: [/happens summer/, /calendar: summer/],
  },
  {
    request: 'facebook post for our car boot sale on Sunday, pitches £10, buyers free',
    subject: 'car boot sale',
    facts: [/Pitches(?: are|:)(?: just)? £10/],
    never: ['It pitches'],
  },
  {
    request: 'instagram post for our gym, we now offer a day pass for £8',
    subject: 'our gym',
    facts: [/A day pass(?: is|:)(?: just)? £8/],
    never: [/^(?:Just|Yours for|All for) £8/m],
  },
  {
    request: 'we just launched vegan croissants at our bakery in paris',
    subject: 'vegan croissants',
    facts: ['Paris'],
    never: ['launched vegan croissants', '#LaunchedVeganCroissants'],
  },
  {
    request: 'Instagram post for our Thai street food stall in Camden Market, pad thai £7',
    subject: 'Thai street food stall',
    facts: ['in Camden Market', /Pad thai(?: is|:)(?: just)? £7/i],
    never: ['in Thai', 'Thai street and'],
  },
  {
    request:
      'LinkedIn post: proud to announce our CEO Maria Lopez will speak at Web Summit in Lisbon next month',
    subject: 'Maria Lopez',
    facts: [/(?:Our CEO Maria Lopez|Maria) will speak at Web Summit in Lisbon next month\./],
    tags: ['#MariaLopez', '#WebSummit'],
    never: [/launch/i, /Introducing/],
  },
  {
    request: 'facebook post reminding members that the pool is closed for maintenance until 3 June',
    subject: 'pool',
    facts: ['the pool is closed for maintenance until 3 June', /patience|welcome you back/],
    never: [/little love|your sign|deserves your attention/, /reminding/i],
  },
  {
    request: 'Facebook post: Our café is now dog friendly! Bring your pup and get a free puppuccino',
    subject: /café/i,
    facts: ['Bring your pup and get a free puppuccino.', 'dog friendly'],
    never: ['#Our', 'and get.', /Plus, get|also on offer/],
  },
  {
    request:
      'instagram post for our ramen shop in Shoreditch 🍜 new spicy miso ramen, only £11, available from Monday',
    subject: 'ramen shop',
    facts: [/New spicy miso ramen(?: is|:)(?: just)? £11/, 'from Monday'],
    tags: ['#RamenShop', '#Shoreditch'],
    never: [/our ramen[^ ]/i, /^(?:Just|Yours for|All for) £11/m],
  },
  {
    request: 'tweet: our coffee subscription now ships to Canada, first bag half price',
    subject: 'coffee subscription',
    facts: [/now ships? to Canada/, 'half price on your first bag'],
    never: ['We now ships', /on first bag/],
  },
  {
    request: 'LinkedIn post: after 12 years as head of design, Sarah Kim is leaving to start her own studio',
    subject: 'Sarah Kim',
    facts: ['After 12 years as head of design, Sarah Kim is leaving to start her own studio.'],
    never: [/matters more than ever|only the beginning|thoughts on the head/i],
  },
  {
    request:
      "Facebook post inviting the community to our library's summer reading challenge for kids aged 5-11, starts July 1",
    subject: 'summer reading challenge',
    facts: ['July 1', 'kids aged 5-11'],
    never: [/for the community|miss the community/],
  },
  {
    request: 'post for our hardware store, spring garden sale, 25% off all seeds and compost until Easter',
    subject: 'hardware store',
    facts: ['25% off all seeds and compost', 'until Easter', 'Spring garden sale'],
    never: ['compost spring'],
  },
  {
    request:
      "LinkedIn post celebrating our team's win at the National Retail Awards for best customer service",
    subject: "team's win",
    facts: ["our team's win at the National Retail Awards for best customer service"],
    never: ['Look for it', 'Available at'],
  },
  {
    request: 'Write a LinkedIn post about our new white paper on AI in healthcare, free download',
    subject: 'white paper on AI in healthcare',
    facts: ['a free download'],
    never: ['get free download'],
  },
  {
    request:
      'Facebook post: farmers market this saturday 9-1 at the old station car park, over 30 local stalls',
    subject: 'farmers market',
    facts: ['this Saturday 9-1', 'at the old station car park', 'Over 30 local stalls'],
    tags: ['#FarmersMarket'],
    never: ['#OverLocalStalls'],
  },
  {
    request: 'Instagram post for our Paris crêperie, nouvelle crêpe au caramel beurre salé, 8€',
    subject: 'Paris crêperie',
    facts: [/crêpe au caramel beurre salé(?: is|:)(?: just)? 8€/i],
    never: [/Paris crêperie, right here in Paris/, '#NouvelleCrêpeAuCaramelBeurreSalé', '#Salé '],
  },
  {
    request:
      "instagram post for our yoga studio's new sunrise flow class, mondays and wednesdays at 6:30am, drop-in $18",
    subject: 'sunrise flow class',
    facts: ['Mondays and Wednesdays at 6:30am', /Drop-in(?: is|:)(?: just)? \$18/],
    tags: ['#DropIn'],
    never: [/#Drop\b(?!In)/],
  },
  {
    request: 'linkedin post about how we cut our delivery times by 40% using route optimisation',
    subject: 'how we cut our delivery times by 40% using route optimisation',
    tags: ['#RouteOptimisation'],
    never: [/40% off/, '#UsingRouteOptimisation'],
  },
  {
    request: 'post for our dental practice welcoming Dr. Priya Shah to the team',
    subject: 'Priya Shah',
    facts: ['Please welcome Dr. Priya Shah to the team.'],
    never: [/our dental practice welcoming|deserves your attention/],
  },
  {
    request: 'post for our gym announcing new spin classes on Tuesdays',
    subject: 'spin classes',
    facts: ['on Tuesdays', 'at our gym'],
    never: [/for our gym\.|miss our gym/],
  },
  {
    request: 'post for our cafe celebrating our new barista Tom',
    subject: 'barista Tom',
    facts: ['Please welcome our new barista Tom.'],
    never: [/try it|Find it|Say hello to our new barista/],
  },
  {
    request: "linkedin post: we're looking for a part-time bookkeeper in Leeds, 20 hours a week",
    subject: 'part-time bookkeeper',
    facts: [/hiring a part-time bookkeeper/, '20 hours a week', 'Leeds'],
    never: [/matters more than ever|thoughts on the part-time/],
  },
  {
    request: 'tweet: our new app update adds dark mode and offline sync, available on iOS and Android',
    subject: 'app update',
    facts: ['It adds dark mode and offline sync.', 'iOS and Android'],
  },
  {
    request: 'instagram post: sunrise yoga retreat in bali this october, 7 nights, all meals included',
    subject: 'sunrise yoga retreat',
    facts: [/this October,? in Bali/, '7 nights', 'all meals included'],
    tags: ['#Bali'],
    never: [/\bbali\b/],
  },
  {
    request: 'tweet: fresh pasta night at our italian deli this friday from 6pm',
    subject: /pasta night/i,
    facts: ['at our Italian deli', /this Friday from 6pm/i],
    tags: ['#ItalianDeli'],
    never: [/\bitalian\b/],
  },
  {
    request: 'we just launched vegan croissants at our paris bakery, come try them',
    subject: /vegan croissants/i,
    facts: ['our Paris bakery'],
    never: [/\bparis\b/],
  },
  {
    request:
      'instagram post: live mariachi band this saturday night at our Mexican restaurant La Cantina in Denver',
    subject: /mariachi band/i,
    facts: ['at our Mexican restaurant La Cantina in Denver', /this Saturday night/i],
    tags: ['#LaCantina', '#MexicanRestaurant'],
    never: ['#MexicanRestaurantLaCantina', '#RestaurantLaCantina'],
  },
  {
    request: 'instagram post: new autumn scents pumpkin spice and cedarwood now in store',
    subject: 'our new autumn scents',
    facts: [/pumpkin spice and cedarwood/i],
    tags: ['#AutumnScents', '#PumpkinSpice', '#Cedarwood'],
    never: ['#AutumnScentsPumpkinSpice', /autumn scents pumpkin/i],
  },
  {
    request: 'instagram post: our new spring collection lavender, lemon grass and sea salt is out now',
    subject: 'our new spring collection',
    facts: [/lavender, lemon grass and sea salt/i],
    tags: ['#SpringCollection'],
    never: ['#SpringCollectionLavender', /collection lavender/i],
  },
  {
    request: 'facebook post: our new drinks menu and snacks are here',
    subject: /drinks menu/i,
    tags: ['#DrinksMenu'],
    never: [/our new drinks\b(?! menu)/i],
  },
  {
    request:
      'linkedin post announcing that our data analytics firm NORTHSTAR has just opened an office in dublin',
    subject: 'office',
    facts: ['NORTHSTAR', 'Dublin'],
    tags: ['#Northstar', '#Dublin'],
    never: ['#DataAnalyticsFirmNorthstar', '#FirmNorthstar'],
  },
  {
    request: 'instagram post: vegan croissants are back this weekend at our paris bakery le petit four',
    subject: /vegan croissants/i,
    facts: ['at our Paris bakery Le Petit Four', /this weekend/i],
    tags: ['#LePetitFour'],
    never: [/\ble petit\b/, '#ParisBakeryLePetit'],
  },
  {
    request: 'facebook post for our lisbon surf school onda azul: beginner lessons every saturday morning',
    subject: /beginner lessons/i,
    facts: ['at our Lisbon surf school Onda Azul', /every Saturday morning/i],
    tags: ['#OndaAzul'],
    never: ['#LisbonSurfSchoolOndaAzul', /onda azul/],
  },
  {
    request: 'tweet for our florist petal & stem in york: peony bouquets are back this week',
    subject: /peony bouquets/i,
    facts: ['at our florist Petal & Stem in York'],
    tags: ['#PetalAndStem'],
    never: ['#FloristPetal', /florist petal\b/],
  },
  {
    request: "instagram post: mother's day afternoon tea at our tearoom this sunday, book now",
    subject: "Mother's Day afternoon tea",
    facts: [/this Sunday/i],
    tags: ['#MothersDayAfternoonTea'],
    never: [/#Mother\b/, '#DayAfternoonTea', /mother's day/],
  },
  {
    request: "facebook post: our vintage clothing store's new autumn stock is in",
    subject: /autumn stock/i,
    tags: ['#VintageClothingStore'],
    never: ['#ClothingStores'],
  },
  {
    request: 'tweet: new menu at our thai restaurant bangkok street in melbourne, come try the green curry',
    subject: /new menu/i,
    facts: ['at our Thai restaurant Bangkok Street in Melbourne', /green curry/i],
    tags: ['#BangkokStreet'],
    never: [/in Bangkok street and/i, '#ThaiRestaurantBangkokStreet'],
  },
  {
    request: 'linkedin: our law firm HARPER LEGAL opened a new office in london',
    subject: /new office/i,
    facts: ['Harper Legal', 'London'],
    tags: ['#HarperLegal'],
    never: ['#Harper ', /#Harper\b(?!Legal)/, /\blegal\b/],
  },
  {
    request: 'instagram post for my bakery sweet crumbs in seattle: cinnamon rolls every sunday',
    subject: /cinnamon rolls/i,
    facts: ['at my bakery Sweet Crumbs in Seattle', /every Sunday/i],
    tags: ['#SweetCrumbs'],
    never: ['#BakerySweetCrumbs', /sweet crumbs/],
  },
  {
    request: "linkedin post: we're expanding our consultancy BRIGHTPATH to new york and toronto",
    subject: 'our consultancy BRIGHTPATH',
    facts: ['New York and Toronto'],
    never: ["BRIGHTPATH's consultancy", /new York/],
  },
  {
    request: 'facebook: spring pottery classes at our studio in the cotswolds, 6 weeks, £150',
    subject: /spring pottery classes/i,
    facts: ['at our studio in the Cotswolds', '6 weeks', '£150'],
    never: [/cotswolds/],
  },
  {
    request: 'instagram post: hot chocolate is back at our kiosk in dublin airport this winter',
    subject: /hot chocolate/i,
    facts: ['at our kiosk in Dublin Airport', /this winter/i],
    tags: ['#DublinAirport'],
    never: [/Dublin airport/],
  },
  {
    request: 'instagram post: our bakery Crumbs in Leeds is closed this monday',
    subject: /our bakery Crumbs/i,
    facts: [/closed this Monday/i],
    never: [/We in Leeds/],
  },
  {
    request: 'facebook post for our family butcher in glasgow - christmas turkey orders now open',
    subject: /christmas turkey orders/i,
    facts: ['Glasgow'],
    never: [/Turkey\b/, /#Turkey\b/],
  },
  {
    request: 'instagram: yoga classes in studio every tuesday',
    subject: /yoga classes/i,
    facts: [/every Tuesday/i],
    never: ['in Studio', '#Studio'],
  },
  {
    request: 'Facebook post for our lisbon surf school onda azul. Beginner lessons every saturday morning',
    subject: /Onda Azul|beginner lessons/i,
    facts: ['our Lisbon surf school Onda Azul'],
    never: [/onda azul/],
  },
  {
    request: 'tweet about our sunset yoga class at the beach, bring water and a mat',
    subject: 'our sunset yoga class',
    facts: ['at the beach'],
    never: [/Yoga Class/, '#YogaClass #', /sunset Yoga/],
  },
  {
    request: 'instagram post for our ice cream parlour, new flavour mango lassi, available all summer',
    subject: 'ice cream parlour',
    facts: ['mango lassi', 'all summer'],
    never: ['Cream Parlour', /#Ice(?!Cream)/, '#CreamParlour'],
  },
  {
    request: "LinkedIn post announcing we've opened our second office in Manchester",
    subject: 'second office',
    facts: ["We've opened our second office in Manchester."],
    never: [/launching|Introducing/],
  },
  {
    request: "instagram caption for our tattoo studio's 5th birthday, thank you to all our clients",
    subject: 'tattoo studio',
    facts: ['our tattoo studio turns 5', 'Thank you to all our clients.'],
    never: [/deserves your attention|little love/],
  },
  {
    request:
      'Instagram post for our hotel in the Lake District, winter breaks from £99 per night including breakfast',
    subject: 'hotel',
    facts: [/winter breaks (?:start |are available )?from £99 per night including breakfast/i],
    never: [/with breakfast|Expect breakfast|Featuring breakfast/],
  },
  {
    request: 'post for our fitness studio, january offer: first month £20, no joining fee',
    subject: 'fitness studio',
    facts: [/Your first month(?: is|:)(?: just)? £20/, 'No joining fee.'],
    never: ['#January ', /#January$/m, /^(?:Just|Yours for|All for) £20/m],
  },
  {
    request:
      'LinkedIn post about our webinar on cybersecurity for small businesses, Thursday 3pm GMT, register free',
    subject: 'webinar on cybersecurity',
    facts: [/[Rr]egister for free/],
    never: [/Register is|Try register/],
  },
  {
    request: 'tweet: our bakery is sold out of sourdough today, sorry! more tomorrow from 8am',
    subject: 'bakery',
    facts: ['sold out of sourdough today'],
    never: [/little love|deserves your attention|your sign/],
  },
  {
    request: 'LinkedIn post congratulating our client GreenGrid on their Series B',
    subject: 'GreenGrid',
    facts: ['Congratulations to our client GreenGrid on their Series B!'],
    tags: ['#GreenGrid', '#SeriesB'],
    never: [/celebrating our client/],
  },
  {
    request: "tweet: we're live on Product Hunt today! would love your support",
    subject: /live on Product Hunt today/,
    facts: ['We would love your support.'],
    never: [/little love|deserves your attention|your sign/],
  },
  {
    request: 'facebook post for our pet shop, we now stock raw dog food, 10% off your first order',
    subject: 'pet shop',
    facts: ['We now stock raw dog food.', '10% off your first order'],
    never: ['#StockRawDogFood'],
  },
  {
    request: 'tweet for our bookshop: signed copies of The Midnight Library now in stock',
    subject: 'signed copies of The Midnight Library',
    never: [/copies of The[,.]/, 'in The and Library'],
  },
  {
    request: 'LinkedIn post: our founder Amara Obi has been named to the Forbes 30 Under 30 list',
    subject: 'Amara Obi',
    facts: [/(?:Our founder Amara Obi|Amara) has been named to the Forbes 30 Under 30 list\./],
    never: ['We have been named'],
  },
  {
    request: 'facebook post - our garden centre is moving to a bigger site on Mill Road from 1 March',
    subject: 'garden centre',
    facts: ['our garden centre is moving to a bigger site on Mill Road from 1 March'],
    never: [/right here in Mill Road|is moved/],
  },
  {
    request: 'instagram post for our bakery in Porto, pastéis de nata 6 for €5',
    subject: 'bakery',
    facts: ['pastéis de nata, 6 for €5'],
    tags: ['#PastéisDeNata'],
  },
  {
    request: 'Post for our gym: 24/7 access now available for members, no extra cost',
    subject: '24/7 access',
    facts: ['No extra cost.', 'our gym'],
    never: ['the extra cost'],
  },
  {
    request: 'tweet for our brewery: our hazy IPA won gold at the World Beer Awards',
    subject: /IPA/,
    facts: ['Our hazy IPA won gold at the World Beer Awards.'],
    never: [/Available at|Look for it|right here at the World/],
  },
  {
    request: 'LinkedIn post announcing our new head of sales Priya Desai',
    subject: 'Priya Desai',
    facts: ['Please welcome our new head of sales Priya Desai.'],
    never: [/launching/],
  },
  {
    request: 'post for our climbing gym, student night every tuesday, half price entry with student ID',
    subject: 'climbing gym',
    facts: ['half price entry with student ID', 'Student night every Tuesday'],
    never: [/Expect student ID|Featuring student ID/],
  },
  {
    request: 'instagram post for our donut shop, new maple bacon donut, only available on saturdays',
    subject: 'donut shop',
    facts: ['New maple bacon donut.', 'only on Saturdays'],
    never: [/invited|Join us|Save the date|runs only/],
  },
  {
    request: 'LinkedIn post sharing three lessons we learned from our first year of running a remote team',
    subject: 'three lessons we learned from our first year of running a remote team',
    tags: ['#RemoteTeam'],
    never: ['#Running'],
  },
  {
    request: 'instagram post for our barbers in Leeds, walk ins welcome, open till 8pm on fridays',
    subject: 'our barbers',
    facts: ['Walk ins welcome.', 'Open till 8pm on Fridays.', 'Leeds'],
    tags: ['#WalkIns'],
    never: [/for our barbers\.|Made for our barbers|check out walk ins|#InsWelcome/],
  },
  // A caption for a picture or a clip is about what it shows; someone shown doing something is told doing it.
  {
    request: 'TikTok caption for a 30 second video of our barista making latte art',
    subject: 'our barista',
    facts: [/our barista making latte art\./],
    tags: ['#LatteArt'],
    never: [/30 second/i, '#BaristaMakingLatteArt', '#NewPost', /check out|deserves your attention/],
  },
  {
    request:
      'caption for a photo of our new bakery storefront in downtown Portland, grand opening December 5',
    subject: 'bakery storefront',
    facts: ['downtown Portland', 'December 5'],
    tags: ['#BakeryStorefront'],
    never: [/the photo/i],
  },
  {
    request: 'Instagram caption for a reel showing our piano teacher Marta giving lessons to kids in Madrid',
    subject: 'our piano teacher Marta',
    facts: [/Marta giving lessons to kids/],
    tags: ['#Madrid', '#PianoTeacher'],
    never: ["Marta's lessons", /celebrate|Proud moment/i],
  },
  {
    request: 'caption for a photo of our bakers prepping croissants at 4am',
    subject: 'our bakers',
    facts: ['Here are our bakers prepping croissants at 4am.'],
    tags: ['#Croissants'],
    never: [/Mark your calendar|Save the date/i, '#PreppingCroissants'],
  },
  {
    request: 'reel of our team volunteering at the food bank last Saturday',
    subject: 'our team',
    facts: [/our team volunteering at the food bank last Saturday\./],
    tags: ['#FoodBank'],
    never: [/See you|Mark your calendar|happened last Saturday/i],
  },
  {
    request: 'TikTok of our owner Sam dancing behind the counter',
    subject: 'owner Sam',
    facts: [/Sam dancing behind the counter/],
    never: ['#OwnerSamDancing', /deserves your attention/],
  },
  {
    request: 'instagram caption for a selfie with our new puppy Biscuit',
    subject: 'puppy Biscuit',
    never: [/latest post|selfie/i],
  },
  // A word for a picture or a clip that leads a noun is half of a compound: "video game", "photo booth".
  {
    request: 'Instagram post about our video game launch this Friday',
    subject: 'video game',
    facts: ['this Friday'],
    tags: ['#VideoGame'],
    // A thing named right before the word for its launch is launched, though a game may be an occasion.
    never: [/Don't miss|Come along|invited/],
  },
  {
    request: 'Instagram post for our photo booth rental business in Dallas',
    subject: 'photo booth rental business',
    facts: ['Dallas'],
  },
  {
    request: 'Instagram post with our new autumn menu, 10% off this week',
    subject: 'autumn menu',
    facts: ['10% off', /this week/i],
    never: ['latest post'],
  },
  // A verb of reaching a count, right before the count, is no noun ("podcast hit"); thanks the request asks for
  // are said to the people thanked.
  {
    request: 'tweet: our podcast hit 1 million downloads!! 🎉 thank you listeners',
    subject: 'our podcast',
    facts: ['1 million downloads', 'Thank you, listeners.'],
    tags: ['#Podcast'],
    never: ['#PodcastHit', /podcast hit 1 million downloads deserve/i],
  },
  {
    request: 'LinkedIn post celebrating 10 years of our accounting firm Harper & Cole, thank our clients',
    subject: 'Harper & Cole',
    facts: ['Thank you to our clients.'],
    never: [/Thank our clients/],
  },
  // "now in stock": a headline's state with its "is" left out is said in full; "stock" is no town.
  {
    request:
      'Facebook post for our garden centre: Christmas trees now in stock, free delivery within 5 miles',
    subject: 'Christmas trees',
    facts: ['Christmas trees are now in stock.', 'free delivery', 'garden centre'],
    never: [/\bStock\b/, '#Stock'],
  },
  {
    request: 'instagram: our pumpkin bread back in stock this weekend',
    subject: 'our pumpkin bread',
    facts: ['Our pumpkin bread is back in stock this weekend.'],
    tags: ['#PumpkinBread'],
    never: [/bread back/i, '#BreadBack'],
  },
  // A headline kicker ("last chance!", "BIG NEWS!", "heads up:") names nothing the post is about.
  {
    request: 'instagram post - last chance! our summer sale ends tonight at midnight, up to 60% off',
    subject: 'summer sale',
    facts: ['up to 60% off', /tonight at midnight/],
    never: [/the last chance/i, '#LastChance'],
  },
  {
    request: 'heads up: our studio is closed on Monday for a private event',
    subject: 'studio',
    facts: [/closed on Monday for a private event/],
    never: [/heads up\./i, /check out|deserves your attention/],
  },
  // What the poster opens or starts ("we are opening a second location") is theirs.
  {
    request: 'BIG NEWS! we are opening a second location in Denver next month',
    subject: 'our second location',
    facts: ['Denver', 'next month'],
    never: [/big news\b(?!:)/i, /the second location/i, '#BigNews'],
  },
  // A label before a colon names what follows ("our new menu item: the smash burger"), which is the poster's.
  {
    request: 'write a caption for our new menu item: the smash burger with caramelised onions, $14',
    subject: 'our new smash burger',
    facts: ['caramelised onions', '$14'],
    tags: ['#SmashBurger'],
    never: [/at our new menu item/i, /menu item\./i],
  },
  // Emoji part pieces; a word read as an adjective right before them still ends its noun's phrase.
  {
    request: 'instagram caption: sunday reset routine ☕️📚 slow mornings are the best',
    subject: 'Sunday reset routine',
    facts: ['Slow mornings are the best.'],
    tags: ['#SundayResetRoutine'],
    never: [/routine slow/i, '#SundayResetRoutineSlowMornings'],
  },
  // "a day in the life of" is a format of clip, not a place called "the life".
  {
    request: 'TikTok caption for a day in the life of a florist',
    subject: 'a day in the life of a florist',
    tags: ['#DayInTheLife'],
    never: [/at the life/i, '#Life'],
  },
  // People a tip is for, with what they are doing, are part of its title: the title keeps its topic.
  {
    request: 'LinkedIn post sharing 3 tips for first-time founders raising a pre-seed round',
    subject: '3 tips for first-time founders raising a pre-seed round',
    tags: ['#PreSeedRound'],
    never: [/Here are 3 tips\./, /Built for first-time founders/],
  },
  {
    request: 'instagram post: 5 tips for new parents travelling with a baby',
    subject: '5 tips for new parents travelling with a baby',
    never: ['#ParentsTravelling'],
  },
  // A holiday's name is no new thing and owns nothing: "New Year", "New Year's Eve party", "Mother's Day brunch".
  {
    request:
      'instagram post for my photography business: booking 2027 weddings now, 10% off if you book before New Year',
    subject: /2027 weddings|photography business/,
    facts: ['before New Year'],
    never: ['#New', /Say hello to New|Introducing New/],
  },
  {
    request: "facebook post: New Year's Eve party at our bar, doors 9pm, £15",
    subject: "our New Year's Eve party",
    facts: ['£15', '9pm'],
    never: [/to Year's Eve/],
  },
  {
    request: "post about Mother's Day brunch at our cafe",
    subject: "our Mother's Day brunch",
    never: [/to Mother's Day brunch/],
  },
  // A break or a term after "during" or "over" is a date; a number joined to a unit of time is a length.
  {
    request: 'post for our dental clinic: free check-ups for kids under 12 during half term',
    subject: 'dental clinic',
    facts: ['during half term'],
    never: [/the half term/i, '#HalfTerm'],
  },
  {
    request: 'instagram: kids eat free during the school holidays at our diner',
    subject: 'diner',
    facts: ['during the school holidays'],
    never: [/at the school holidays/i, /School Holidays/],
  },
  {
    request: 'instagram: 20% off over the weekend at our shop',
    subject: 'shop',
    facts: ['over the weekend'],
    never: [/runs weekend|off weekend/],
  },
  {
    request:
      'post for my personal training business in Dublin: 6-week summer body programme, starts June 2, €199',
    subject: '6-week summer body programme',
    facts: ['June 2', '€199', 'Dublin'],
    tags: ['#SummerBodyProgramme'],
    never: [/week summer\b(?! body)/, '#6WeekSummerBodyProgramme'],
  },
  {
    request: 'Instagram caption for my handmade earrings, each pair one of a kind, ships worldwide',
    subject: 'handmade earrings',
    facts: ['Ships worldwide.'],
    never: ['right here worldwide'],
  },
  // People shown "at" an occasion are there: the scene opens the caption, its date with it.
  {
    request: 'caption for a photo of our team at the charity 10k run last Sunday',
    subject: 'our team',
    facts: [/our team at the charity 10k run last Sunday\./],
    never: [/deserves your attention|check out/, /It all happened/],
  },
  // The word for a kind before a name ("new flavour honey lavender") is no part of its hashtag.
  {
    request: 'Instagram post for our ice cream parlour in Brighton: new flavour honey lavender, scoops £3.50',
    subject: /honey lavender/,
    facts: ['£3.50', 'Brighton'],
    tags: ['#HoneyLavender'],
    never: ['#FlavourHoneyLavender'],
  },
  // A signing is an occasion people come to; free tickets are not something to try.
  {
    request:
      'tweet for our bookshop: author signing with Zadie Smith this Thursday 6pm, tickets free but limited',
    subject: 'author signing',
    facts: ['Zadie Smith', 'this Thursday 6pm', /Tickets are (?:free|on us)/],
    never: [/Try tickets/, /check out|deserves your attention/],
  },
  // Someone given a name right after the subject is welcomed, not launched.
  {
    request: 'Post for our cat cafe in Osaka: meet our newest resident, a rescue kitten called Mochi',
    subject: 'our new resident',
    facts: ['Please welcome Mochi, our new resident, a rescue kitten.', 'Osaka'],
    never: [/try it|finally here|Proud moment|Made with care/],
  },
  // A business the poster joins by its name is no thing of theirs: the news is the move, in their own words.
  {
    request: "LinkedIn post: excited to share that I've joined Monzo as a product designer",
    subject: "I've joined Monzo as a product designer",
    tags: ['#Monzo'],
    never: ['my Monzo', /introduc/i, 'Available'],
  },
  {
    request: "tweet: I've just been promoted to head of marketing at Acme!",
    subject: "I've just been promoted to head of marketing at Acme",
    tags: ['#Acme'],
    never: ['the marketing', 'Look for it'],
  },
  // A notice in the poster's own sentence leads with it; readers spoken to at the end are set off by a comma.
  {
    request: "tweet: we're closed today due to the snow, stay safe everyone",
    subject: "we're closed today due to the snow",
    facts: ['Stay safe, everyone.'],
    never: ['latest post', 'safe everyone'],
  },
  // The people a thing is for are followed by the thing's own verb, never a compound with it ("businesses
  // starts"); a countdown after "in" is when it happens, with no date to save.
  {
    request:
      'tweet reminding followers our webinar on SEO for small businesses starts in 1 hour, link in bio',
    subject: 'our webinar on SEO',
    facts: ['in 1 hour', 'small businesses', 'Link in bio.'],
    never: [/businesses starts/i, 'Save the date', 'starts!'],
  },
  {
    request: 'instagram story: doors open in 30 minutes at our pop-up shop in Leeds',
    subject: 'our pop-up shop',
    facts: ['in 30 minutes', 'Leeds'],
    never: ['Mark your calendar', 'Save the date'],
  },
  // The poster's own state, as a sign on the door would tell it, is a notice in the request's own words.
  {
    request: "we're fully booked this weekend, thank you!",
    subject: "we're fully booked this weekend",
    facts: ['Thank you.'],
    never: ['latest post', '#ComingSoon', /Thank you\.\s+Thank you/],
  },
  {
    request: "facebook post: we're open late this Friday until 10pm",
    subject: "we're open late this Friday until 10pm",
    never: ['latest post', 'patience', '#ComingSoon'],
  },
  {
    request: "tweet: we're out of sourdough today, more tomorrow morning",
    subject: "we're out of sourdough today",
    facts: [/tomorrow morning/i],
    never: ['check out the sourdough', 'Mark your calendar'],
  },
  // What the poster says they are doing is their news, in their own sentence; the thing they do is not theirs.
  {
    request: "I'm running the London Marathon for Cancer Research UK, please donate",
    subject: "I'm running the London Marathon for Cancer Research UK",
    facts: ['Please donate.'],
    tags: ['#LondonMarathon'],
    never: ['my London Marathon', 'deserves your attention', '#NewPost'],
  },
  {
    request: "instagram post: I'm speaking at SaaStock in Dublin next week",
    subject: "I'm speaking at SaaStock in Dublin next week",
    tags: ['#SaaStock'],
    never: ['deserves your attention', 'Mark your calendar'],
  },
  // The state of a place the poster owns is a notice too; thanks that open a piece are the poster's own.
  {
    request: 'tweet: our online store is down for maintenance tonight, sorry for the trouble',
    subject: 'our online store',
    facts: [/down for maintenance tonight/, 'Sorry for the trouble.'],
    never: ['deserves your attention', 'check out', 'Made with care'],
  },
  {
    request: 'instagram: our studio is fully booked until March, thanks so much for the love',
    subject: 'our studio',
    facts: [/fully booked until March/, 'Thanks so much for the love.'],
    never: ['It thanks', 'Big news', 'only the beginning'],
  },
  // Thanks the request gives are not thanked again in other words.
  {
    request: 'tweet: our kitchen is closed early tonight, thanks for your patience',
    subject: 'our kitchen',
    facts: ['Thanks for your patience.'],
    never: [/Thanks for your patience\. Thank you for your patience/],
  },
  // A Q&A or an AMA is an occasion people come to, even when the poster says they host it.
  {
    request: "facebook post: I'm hosting a free Q&A for new freelancers this Thursday at 7pm",
    subject: 'free Q&A',
    facts: ['this Thursday at 7pm', 'new freelancers'],
    never: ['something to celebrate', "I'm hosting.", 'get a free Q&A'],
  },
  // A spot people meet by or near is where they meet, never the subject.
  {
    request:
      'Facebook post for the Riverside running club: beginners welcome, we meet every Tuesday at 7am by the bridge',
    subject: 'Riverside running club',
    facts: [/we meet every Tuesday at 7am by the bridge/i, /Beginners welcome/],
    never: [/to the bridge|for the bridge|the bridge runs/i, '#Bridge'],
  },
  {
    request: 'Post for our yoga studio in Austin: free community class every first Sunday of the month',
    subject: 'free community class',
    facts: ['every first Sunday of the month', 'Austin'],
    never: [/Sunday, month|on Sunday\b/],
  },
  {
    request:
      'instagram post for our bookbinding studio: open studio night on the last friday of every month from 6pm',
    subject: 'open studio night',
    facts: ['on the last Friday of every month from 6pm'],
    never: [/Friday, every month|This was/],
  },
  {
    request:
      'LinkedIn post: free coding mentoring sessions every two weeks on Wednesdays at our Leeds office',
    subject: 'coding mentoring sessions',
    facts: ['every two weeks on Wednesdays', 'Leeds office'],
    never: [/every two,|every two on/],
  },
  {
    request:
      'Instagram caption for our pottery studio in Bristol: wheel classes twice a week, beginners welcome',
    subject: 'wheel classes',
    facts: ['twice a week', 'Bristol'],
    never: [/(?:us|there|run) week\b/],
  },
  {
    request: 'Facebook: knitting circle once a month at Hollow Oak library, all ages welcome',
    subject: 'knitting circle',
    facts: ['once a month', 'Hollow Oak library'],
    never: [/(?:us|there|runs|date:) month\b/],
  },
  {
    request: 'Instagram post for our harbour cafe in Cork: we now run boat tours every weekend',
    subject: 'boat tours',
    facts: ['every weekend', 'Cork'],
    tags: ['#BoatTours'],
    never: ['#Tours'],
  },
  {
    request: 'LinkedIn post: I just passed my AWS Solutions Architect certification after 3 months of study',
    subject: 'AWS Solutions Architect certification',
    tags: ['#AWSSolutionsArchitectCertification'],
    never: ['#Study'],
  },
  {
    request: 'Instagram caption for a reel showing our piano teacher Marta giving lessons to kids in Madrid',
    subject: /Marta/,
    tags: ['#Madrid'],
    never: ['#Lessons'],
  },
  {
    request: 'Instagram post for our bakery: free delivery on your first order this week',
    subject: 'bakery',
    facts: ['free delivery on your first order this week'],
    tags: ['#Bakery'],
    never: ['#Order'],
  },
  {
    request: 'Instagram post for our dance studio: classes for kids every Saturday',
    subject: 'classes',
    facts: ['every Saturday'],
    tags: ['#DanceClasses', '#DanceStudio'],
    never: ['#Classes'],
  },
  {
    request:
      'Instagram caption for our pottery studio in Leeds: workshops every Sunday, all materials included',
    subject: 'workshops',
    facts: ['every Sunday', 'Leeds'],
    tags: ['#PotteryWorkshops'],
    never: ['#Workshops'],
  },
  {
    request: 'Facebook post for our youth centre: free homework club for teens after school',
    subject: 'homework club',
    tags: ['#HomeworkClub', '#YouthCentre'],
    never: ['#School'],
  },
  {
    request: 'Tweet: our pizzeria now takes bookings for groups online',
    subject: 'pizzeria',
    tags: ['#Pizzeria'],
    never: ['#Groups'],
  },
  {
    request: 'Instagram post for our mobile valet van in Leeds: we now do full interior cleans at your door',
    subject: 'mobile valet van',
    facts: ['Leeds'],
    tags: ['#InteriorCleans'],
    never: [/#(?:Full)?Interior\b/],
  },
  {
    request: 'Instagram: our coffee roastery in Bristol now ships fresh beans to your door',
    subject: 'coffee roastery',
    facts: ['Bristol'],
    tags: ['#FreshBeans'],
    never: ['#Door'],
  },
  // A season after "for" in advice is when the advice holds, in the title's own words.
  {
    request: 'Instagram caption: 5 ways to style a white shirt for autumn',
    subject: '5 ways to style a white shirt for autumn',
    tags: ['#WhiteShirt'],
    never: [/shirt for[,.]|Mark your calendar|happens autumn/],
  },
  // A new thing readers are asked to try or meet is the subject, not an instruction.
  {
    request:
      'post for our vegan restaurant in Lisbon: try our new jackfruit burger, €12, with sweet potato fries',
    subject: 'our new jackfruit burger',
    facts: ['€12', 'sweet potato fries', 'Lisbon'],
    tags: ['#JackfruitBurger'],
    never: [/^Try our new jackfruit burger\.$/m, /Our vegan restaurant, with/],
  },
  // A point-of-view clip opens on its own line, as written.
  {
    request: 'tiktok caption: POV you finally found a barber who gets your fade right 💈',
    subject: 'POV: you finally found a barber who gets your fade right',
    tags: ['#POV'],
    never: [/the POV|check out|deserves your attention|#DayInTheLife/],
  },
  // "free" after a noun and before a preposition is what the noun costs, with a code after it or not.
  {
    request:
      'instagram post for our yoga studio: hot yoga classes now every morning at 6:30, first class free with code NAMASTE',
    subject: 'hot yoga classes',
    facts: [/your first class (?:is free|for free)/i, 'NAMASTE', 'every morning at 6:30'],
  },
  // A word that names a property every object has ("constructor") is only a word of the request.
  {
    request: 'linkedin post - constructor: we are hiring site managers in Leeds',
    subject: 'site managers',
    facts: ['Leeds'],
  },
  // Platforms beyond the five captions are shaped for still only say where the post goes.
  {
    request: 'pinterest pin for easy 15-minute weeknight pasta recipes',
    subject: /easy 15-minute weeknight pasta recipes/i,
    never: [/pinterest|#Pin\b/i],
  },
  {
    request: 'youtube video description: how I paid off £20k of debt in 2 years',
    subject: /how I paid off £20k of debt in 2 years/i,
    never: [/youtube|description/i],
  },
  {
    request: 'Threads post about our new sourdough starter kits',
    subject: 'sourdough starter kits',
    never: [/threads/i],
  },
  // Readers asked to welcome the poster's new colleague, as the poster does.
  {
    request: 'instagram post welcoming our new dental hygienist Priya to the clinic',
    subject: 'dental hygienist Priya',
    facts: ['Please welcome our new dental hygienist Priya to the clinic.'],
    never: [/Introducing|Just out|try it|last detail/],
  },
  {
    request: 'linkedin post welcoming Sarah Khan as our new CFO',
    subject: 'Sarah Khan',
    facts: [/please welcome Sarah Khan as our new CFO\./i],
    never: [/news about Sarah Khan|Sarah Khan: a moment/],
  },
  // Someone looked for "to join our team" is hired; joining names nothing else.
  {
    request: "LinkedIn: we're looking for a junior data analyst to join our team in Dublin, remote friendly",
    subject: 'junior data analyst',
    facts: ['Dublin', /remote friendly/i],
    never: [/hiring our team|at a junior data analyst|looking for our team/],
  },
  {
    request: 'looking for a barista to join our small team at Bean There cafe',
    subject: 'a barista',
    facts: ['Bean There cafe'],
    never: [/the barista|deserves your attention|check out/],
  },
  // People reminded of a notice without a "that": the notice is the post.
  {
    request: 'facebook post reminding customers the shop is closed on Boxing Day',
    subject: /the shop/i,
    facts: [/the shop is closed on Boxing Day\./i],
    never: [/check out|deserves your attention|little love/],
  },
  // News of a thing that is no place has something to celebrate, never something "at" it.
  {
    request: 'tweet: our app TaskNest just hit 10,000 users! thank you all',
    subject: 'TaskNest',
    facts: ['10,000 users'],
    never: [/celebrate at/],
  },
  // What one pays to get in is a price's label, never a tag of its own.
  {
    request:
      'facebook post for the village fete on Saturday 14 June, tombola, cake stall and dog show, entry £2',
    subject: 'village fete',
    facts: ['Saturday 14 June', '£2'],
    tags: ['#VillageFete'],
    never: ['#Entry'],
  },
  // A month of a year is a stretch of time: "in October 2027", and bare after "Save the date:".
  {
    request:
      'announce our yoga retreat in Bali, 7 nights, October 2027, early bird price $1,200 until March 1',
    subject: 'yoga retreat',
    facts: ['October 2027', 'Bali', '$1,200'],
    never: [/on October 2027|: in October/],
  },
  // A post that asks its readers something puts the question to them directly.
  {
    request: 'threads post asking followers what feature they want next in our budgeting app',
    subject: /what feature do you want next in our budgeting app\?/i,
    tags: ['#BudgetingApp'],
    never: [/they want|check out|deserves your attention/],
  },
  {
    request: 'instagram post asking our community which charity we should support this year',
    subject: /which charity should we support this year\?/i,
  },
  {
    request: 'tweet asking people whether they prefer tea or coffee',
    subject: /do you prefer tea or coffee\?/i,
    never: [/whether|check out/],
  },
  {
    request: 'post asking customers what they ordered on their first visit',
    subject: /what did you order on your first visit\?/i,
    never: [/their first visit/],
  },
  {
    request: 'facebook post asking customers for feedback on our new menu',
    subject: /what do you think of our new menu\?/i,
  },
  {
    request: 'ask followers for their favourite pasta shape',
    subject: /what's your favourite pasta shape\?/i,
    tags: ['#PastaShape'],
  },
  {
    request: 'linkedin post asking my network how they handle burnout',
    subject: /how do you handle burnout\?/i,
    never: [/\bwe\b|\bus\b/i],
  },
  // Readers asked to do something are asked plainly.
  {
    request: 'instagram story asking followers to vote for their favourite cake design',
    subject: /vote for your favourite cake design!/i,
    tags: ['#CakeDesign'],
  },
  {
    request: "facebook post asking members to bring a friend to Thursday's book club",
    subject: /bring a friend to Thursday's book club!/i,
    tags: ['#BookClub'],
    never: ['#Thursday', /see yours|our favourites|Post yours/],
  },
  // Someone's years at a company are their own, told in the first person.
  {
    request: 'LinkedIn post celebrating 5 years at Deloitte',
    subject: /today marks 5 years at Deloitte\./i,
    tags: ['#Deloitte'],
    never: [/news about Deloitte|: Deloitte\.|\bwe\b/i],
  },
  {
    request: 'linkedin post marking 10 years with Acme Corp, grateful for the team',
    subject: /today marks 10 years with Acme Corp\./i,
    facts: ['Grateful for the team.'],
    never: ['#Marking', /the marking/i],
  },
  // Where a thing is sold stays when its price is read from the same piece.
  {
    request: 'instagram caption for my new digital planner, available on Etsy for $12',
    subject: 'digital planner',
    facts: ['Available on Etsy.', '$12'],
  },
  // Who a discount is for, when they are no audience the tagger knows, stays with the discount.
  {
    request: 'promote our kids coding camp this summer in Austin, ages 8-14, 20% off for siblings',
    subject: 'kids coding camp',
    facts: ['20% off for siblings', 'Austin', 'this summer', /ages 8-14/i],
  },
  // A giveaway says what is won, how to enter and when it ends.
  {
    request: 'Instagram post for a giveaway: win a free spa day, follow us and tag 2 friends, ends Friday',
    subject: 'our giveaway',
    facts: ['Win a free spa day.', 'To enter: follow us and tag 2 friends.', 'Ends Friday.'],
    tags: ['#Giveaway'],
    never: [/until Friday|check out|deserves your attention|the giveaway/],
  },
  // "why you should…" is a question the post answers, as "how to…" is.
  {
    request: 'tiktok about why you should drink more water',
    subject: /why you should drink more water/i,
    never: [/check out more water|Here are why/i],
  },
  // A thing "of" another, each of two words or more, makes two tags.
  {
    request: 'Instagram caption for our new spring collection of linen dresses',
    subject: 'spring collection of linen dresses',
    tags: ['#SpringCollection', '#LinenDresses'],
    never: ['#SpringCollectionOfLinenDresses'],
  },
  // A kind's word before a name only labels it; something new for a while only is there then.
  {
    request: 'instagram post for our ice cream shop: new flavour mango sticky rice, this weekend only',
    subject: 'our new mango sticky rice',
    facts: ['this weekend only', 'our ice cream shop'],
    tags: ['#MangoStickyRice'],
    never: [/flavour mango|from this weekend|launches this weekend|arrives/i],
  },
  // A service comes to its customers: its offers are from it, and a first visit of the reader's is the scope.
  {
    request: 'post promoting our cleaning service in Leeds, 15% off your first clean',
    subject: 'our cleaning service',
    facts: ['15% off your first clean', 'Leeds'],
    never: [/at our cleaning service|Come and see us|Find us in|Stock up/],
  },
  // A service of worship is an occasion people come to.
  {
    request:
      "facebook post for our church's Christmas carol service on Sunday 21 December at 6pm, everyone welcome",
    subject: "our church's Christmas carol service",
    facts: ['Sunday 21 December at 6pm', /everyone (?:is )?welcome/i],
    never: [/check out|deserves your attention|little love|last detail/],
  },
  // A time between a describing word and its noun is part of the thing's name, not a date.
  {
    request: "facebook post for our gym's new 6am bootcamp starting Monday, first week free",
    subject: "our gym's new 6am bootcamp",
    facts: ['Monday', /your first week (?:is free|is on us|for free)/i],
    never: [/our gym's\.|our gym's deserves|check out/],
  },
  // An animal the business keeps, given a name, is welcomed.
  {
    request: 'Instagram caption for a photo of our new puppy Biscuit at the shop',
    subject: 'puppy Biscuit',
    facts: [/please welcome our new puppy Biscuit/i],
    never: [/try it|Find it|Look for it|Introducing/],
  },
  // A count of things with what makes them worth a list is a list's title.
  {
    request: 'tiktok caption: 3 plants that are impossible to kill',
    subject: '3 plants that are impossible to kill',
    never: [/check out|little love|deserve your attention/],
  },
  {
    request: 'instagram carousel: 7 apps every freelancer needs',
    subject: '7 apps every freelancer needs',
    never: ['#FreelancerNeeds'],
  },
  // A capital letter alone before a name is part of it.
  {
    request: 'linkedin post: proud to share that our startup Loop has been accepted into Y Combinator',
    subject: /Loop/,
    facts: ['Y Combinator'],
    tags: ['#YCombinator'],
    never: ['#Combinator'],
  },
  // "everything" is no tag, and online there is nowhere to come and see anyone.
  {
    request: 'post announcing our Black Friday deals: 30% off everything in store and online',
    subject: 'Black Friday deals',
    facts: ['30% off everything'],
    never: ['#Everything', /see us online/],
  },
  {
    request: 'instagram post for our nail salon, now offering gel extensions, book online',
    subject: 'nail salon',
    facts: [/now offering gel extensions/i],
    tags: ['#GelExtensions'],
    never: ['#OfferingGelExtensions'],
  },
  // Someone's talk at an occasion is news of them, told in the request's sentence.
  {
    request: 'linkedin post: our CEO Maria Lopez will speak at Web Summit in Lisbon next month',
    subject: 'Maria Lopez',
    facts: [/(?:Maria Lopez|Maria) will speak at Web Summit in Lisbon next month\./],
    never: [/matters more than ever|how we think about/],
  },
  // A clean-up, written with a hyphen, is an occasion.
  {
    request: 'post about our local beach clean-up this Saturday at 9am, gloves and bags provided',
    subject: 'local beach clean-up',
    facts: ['this Saturday at 9am', /gloves and bags provided/i],
    never: [/check out|deserves your attention|little love|last detail/],
  },
  // An event is an occasion, invited to.
  {
    request: "instagram post for our bookshop's author event with Jane Smith on May 3 at 7pm, tickets £5",
    subject: "our bookshop's author event",
    facts: ['May 3 at 7pm', 'Jane Smith', '£5'],
    never: [/check out|deserves your attention|last detail/],
  },
  // People of a time ("weekend staff") are hired as many; the time is no date.
  {
    request: "instagram story: we're hiring weekend staff at our garden centre",
    subject: 'weekend staff',
    facts: ['our garden centre'],
    never: [/a staff|a weekend staff|Mark your calendar|It all happens/],
  },
  // A date something must be done by is a deadline.
  {
    request: 'post inviting local artists to apply for our autumn art fair stalls by September 1',
    subject: /autumn art fair stalls/i,
    facts: ['September 1'],
    never: [/Save the date|See you by|Join us by/],
  },
  {
    request: 'enter our photo competition by 30 June, prize £100',
    subject: 'our photo competition',
    facts: ['Ends 30 June.', '£100'],
    never: [/Ends by/],
  },
  // A request that only tells readers what to do is said as it is, and its things are tagged.
  {
    request: 'order your Christmas cakes by December 10',
    subject: /order your Christmas cakes by December 10/i,
    tags: ['#ChristmasCakes'],
    never: [/latest post|check out|#NewPost/],
  },
  // How long an offer lasts stays with it.
  {
    request: 'tweet: flash sale! 50% off all t-shirts for 24 hours only',
    subject: 'flash sale',
    facts: ['50% off all t-shirts for 24 hours only'],
  },
  {
    request: "instagram: book your table for Mother's Day now, set menu £35",
    subject: /book your table for Mother's Day now/i,
    facts: ['Set menu for £35.'],
    never: [/on Day|Mother's, this one|your table\./],
  },
  {
    request: 'grab your tickets for our comedy night before they sell out',
    subject: /grab your tickets for our comedy night before they sell out/i,
    tags: ['#ComedyNight'],
  },
  // A greeting is the post, said as written and tagged whole.
  {
    request: 'Instagram post: Happy Halloween from all of us at Pumpkin Patch Cafe!',
    subject: 'Happy Halloween from all of us at Pumpkin Patch Cafe!',
    tags: ['#HappyHalloween', '#PumpkinPatchCafe'],
    never: ['#Happy\n', /Happy deserves|check out/],
  },
  {
    request: 'facebook post: Merry Christmas to all our customers, we reopen on 2 January',
    subject: 'Merry Christmas to all our customers!',
    facts: ['We reopen on 2 January.'],
    tags: ['#MerryChristmas'],
  },
  // A gerund before a name is the verb taking it.
  {
    request: 'linkedin post celebrating our team winning Startup of the Year',
    subject: 'Startup of the Year',
    facts: ['Our team won Startup of the Year.'],
    never: ['#NewPost', /team winning/],
  },
  {
    request: 'instagram caption for our new range of recycled denim jackets',
    subject: 'range of recycled denim jackets',
    tags: ['#RecycledDenimJackets'],
    never: ['#RangeOfRecycledDenimJackets'],
  },
  // An occasion with no date has none to save.
  {
    request: 'promote our online pottery course for beginners, lifetime access, $49',
    subject: 'online pottery course',
    facts: ['$49', 'beginners'],
    never: [/Save the date/],
  },
  // A competition gone by, with nothing to win or enter, is no giveaway.
  {
    request: 'instagram reel of our latte art competition last Saturday',
    subject: 'latte art competition',
    facts: ['last Saturday'],
    never: [/Good luck|Fingers crossed|Ends last|is on!|Don't miss/],
  },
  // A word that opens a title "of" something is no tag of its own.
  {
    request: "linkedin post: thrilled to announce I'm starting a new role as Head of Marketing at Monzo",
    subject: /I'm starting a new role as Head of Marketing at Monzo/,
    tags: ['#HeadOfMarketing', '#Monzo'],
    never: ['#Head\n', /#Head #/],
  },
  // A title that is only its kind's word keeps whom it is for.
  {
    request: 'linkedin post sharing tips for first-time managers',
    subject: 'tips for first-time managers',
    never: [/Here are tips\.|: tips\./],
  },
  // The day of the month after a weekday goes with it.
  {
    request:
      'instagram post for our tattoo studio: flash day on Friday the 13th, $50 tattoos, first come first served',
    subject: 'our flash day',
    facts: ['Friday the 13th', '$50 tattoos', 'our tattoo studio'],
  },
  // An age group a free offer is for stays with it.
  {
    request: 'post for our optician, free eye tests for over 60s',
    subject: 'our optician',
    facts: ['free eye tests for over 60s'],
  },
  // Where something "will be" is said, as where it "is" would be.
  {
    request: 'instagram post: our food truck will be at the Summer Street Food Festival all weekend',
    subject: 'our food truck',
    facts: [/(?:Our food truck|We) will be at the Summer Street Food Festival all weekend\./],
  },
  // What the poster says after a label of their business is the news, said of the business.
  {
    request:
      'Instagram post for our dog grooming van in Bristol: we now cover Clifton and Redland, book online',
    subject: 'our dog grooming van in Bristol now covers Clifton and Redland',
    facts: ['Book online.'],
    tags: ['#Clifton', '#Redland'],
    never: ['check out Clifton', 'Come and see us', 'our Clifton'],
  },
  // An "-s" word after "that" and a singular subject is its verb; what is true again is news of a change.
  {
    request: 'Tweet reminding customers that our online shop ships to the EU again',
    subject: 'our online shop ships to the EU again',
    tags: ['#OnlineShop'],
    never: ['#ShopShips', /shop ships\./],
  },
  // A clip of a deed with no one named, behind the scenes, opens on the deed after a label.
  {
    request: 'TikTok caption for a behind the scenes video of roasting our Ethiopian Yirgacheffe beans',
    subject: 'roasting our Ethiopian Yirgacheffe beans',
    facts: ['Behind the scenes: roasting'],
    tags: ['#EthiopianYirgacheffeBeans', '#BehindTheScenes'],
    never: ['the behind', '#ScenesVideo', "Here's roasting"],
  },
  // Selling out is the news; the rest is told in the request's words.
  {
    request:
      'Instagram post: sold out! thank you for the support, restock of the lavender candles coming next week',
    subject: 'A restock of the lavender candles is coming next week.',
    facts: ['Sold out!', 'Thank you for the support.'],
    tags: ['#LavenderCandles'],
    never: ['check out the thank you', '#ThankYou', 'Mark your calendar'],
  },
  // People before a verb, after a plural, are a clause's subject, not part of the plural's name.
  {
    request: 'tiktok video caption: 3 mistakes beginners make with sourdough starter',
    subject: '3 mistakes beginners make with sourdough starter',
    tags: ['#SourdoughStarter'],
    never: ['#MistakesBeginners'],
  },
  // A price standing alone after a dish readers are asked to try is the dish's.
  {
    request: "instagram post: new winter menu at Luca's Trattoria, try the truffle risotto, £18",
    subject: 'winter menu',
    facts: ['Try the truffle risotto, £18.', "Luca's Trattoria"],
    never: ['All for £18', 'Just £18', 'Yours for £18'],
  },
  // The colour a thing comes in is told.
  {
    request: 'instagram caption for our new vegan leather backpack in forest green, handmade in Porto',
    subject: 'vegan leather backpack',
    facts: ['Available in forest green.', 'Handmade in Porto.'],
  },
  // A notice of a thing of the business, after its label, is told as a notice; the thing is no business.
  {
    request:
      'facebook post for our gym: the sauna is closed for repairs until Monday, sorry for the inconvenience',
    subject: /the sauna is closed for repairs until Monday/i,
    facts: ['Sorry for the inconvenience.'],
    never: ['check out the sauna', 'An update from the sauna', 'right here at our gym'],
  },
  // Something lost asks for help and to be shared, in sober words.
  {
    request:
      'facebook post: lost dog near Victoria Park, black labrador called Max, please call 07700 900123',
    subject: /lost dog near Victoria Park/i,
    facts: ['Black labrador called Max.', 'Please call 07700 900123.', /share/i],
    tags: ['#LostDog'],
    never: ['check out', 'Hit like', '🎉', '🔥'],
  },
  // Something found asks for its owner; a set of keys is tagged by the keys.
  {
    request: 'post: found a set of keys on Mill Lane this morning, message us to claim them',
    subject: 'ound a set of keys on Mill Lane this morning',
    facts: ['Message us to claim them.'],
    tags: ['#FoundKeys'],
    never: ['check out', 'Mark your calendar', '#FoundSet'],
  },
  // Goods back in stock are the news, told in the request's sentence; a colour range is no venue.
  {
    request: 'instagram caption: our handmade ceramic mugs are back in stock in three colours',
    subject: 'our handmade ceramic mugs are back in stock in three colours',
    facts: [/(?:Good news|The wait is over|You asked, we listened): our handmade/],
    never: ['at three colours', '#Colours', 'check out'],
  },
  // A unit after a count is no part of a tag, nor is a particle joined to its verb.
  {
    request: 'tweet: 48 hour flash sale on all online courses, 40% off with code LEARN40',
    subject: /flash sale/i,
    facts: ['40% off', 'LEARN40'],
    tags: ['#FlashSale'],
    never: ['#HourFlashSale'],
  },
  {
    request: 'LinkedIn post: we just shipped single sign-on for all Team plans',
    subject: 'single sign-on',
    tags: ['#SingleSignOn'],
    never: [/#Sign(?!\p{L})/u],
  },
  // Who is welcome is a line of its own, never the subject; an "-s" word before a price is the thing priced.
  {
    request: 'Instagram post for our barbershop: walk-ins welcome every Saturday, skin fades £25',
    subject: 'our barbershop',
    facts: ['Walk-ins welcome every Saturday.', /Skin fades:? £25/],
    tags: ['#WalkIns', '#Barbershop'],
    never: ['Come along to walk-ins', 'check out skin', '#Skin\n', /#Skin(?!\p{L})/u],
  },
  // A guest is featured; an episode is heard, not tried.
  {
    request: "tweet about our podcast's new episode with chef Asma Khan, out now on Spotify",
    subject: "our podcast's new episode",
    facts: ['Featuring chef Asma Khan.', 'Out now on Spotify.'],
    never: ['Expect chef', 'to try it'],
  },
  // The year a report's topic is about stays with the topic; "remote work" is one thing.
  {
    request: 'LinkedIn post about our new report on remote work trends in 2027, download free',
    subject: 'report on remote work trends in 2027',
    tags: ['#RemoteWorkTrends'],
    never: ['#WorkTrends'],
  },
  // A notice that asks patience carries no party emoji and asks to be passed on, not liked.
  {
    request: 'tweet: our app is down for maintenance tonight from 11pm to 1am, sorry!',
    subject: /our app is down for maintenance tonight from 11pm to 1am|our app/i,
    facts: ['down for maintenance tonight from 11pm to 1am'],
    never: ["Who's in?", 'Repost if you agree', '🎉', '🔥', '🚀'],
  },
  {
    request: 'Facebook post: the farmers market is moving to the town square from next week',
    subject: 'the farmers market',
    facts: ['moving to the town square from next week', "We can't wait to see you at the new spot."],
    never: ["Hit like if you're in!", 'welcome you back'],
  },
  // A clip's caption set off by a colon shows what follows it.
  {
    request: 'Instagram reel caption: our head baker Sam shaping croissants at 5am',
    subject: 'our head baker Sam shaping croissants at 5am',
    tags: ['#HeadBaker', '#Croissants'],
    never: ["Sam's croissants", "it's official", 'Proud moment'],
  },
  // Where a named person is from goes with them; a person is introduced, not urged like goods.
  {
    request:
      'instagram post for our tattoo studio: guest artist Mika from Tokyo is with us 3-5 May, books open now',
    subject: 'guest artist Mika',
    facts: ['Guest artist Mika from Tokyo is with us 3-5 May.', 'Books open now.', 'our tattoo studio'],
    never: ['studio in Tokyo', 'It books', 'check out guest artist'],
  },
  // The animals a free service is for stay with it.
  {
    request: 'post for our vet practice: free dental checks for cats and dogs all February',
    subject: 'our vet practice',
    facts: ['free dental checks for cats and dogs', 'all February'],
    never: ['check out cats', '#Cats'],
  },
  // A range of hours runs "from" its first.
  {
    request:
      'Facebook post for our church hall: Christmas jumble sale on Saturday 7 December, 10am to 2pm, refreshments available',
    subject: 'Christmas jumble sale',
    facts: ['Saturday 7 December from 10am to 2pm', 'Refreshments available.'],
    never: ['at 10am to 2pm'],
  },
  // A past form between a kind's label and a noun describes the noun, and stays in its tag; "only for" limits.
  {
    request:
      'Instagram post for our ice cream parlour in Whitby: new flavour salted caramel brownie, only for August',
    subject: 'salted caramel brownie',
    facts: [/only in August/i, 'Whitby'],
    tags: ['#SaltedCaramelBrownie'],
    never: ['our new flavour.', 'from only', '#FlavourSaltedCaramelBrownie'],
  },
  // A "what" clause is shown as written; "what I eat in a day" has a tag of its own.
  {
    request: 'TikTok caption: what $20 gets you at our Korean BBQ restaurant in LA',
    subject: 'what $20 gets you at our Korean BBQ restaurant in LA',
    tags: ['#KoreanBBQRestaurant', '#LA'],
    never: ['All for $20', 'check out'],
  },
  {
    request: 'tiktok: what I eat in a day as a nurse on night shifts',
    subject: 'what I eat in a day as a nurse on night shifts',
    tags: ['#WhatIEatInADay', '#NightShifts'],
    never: ['the nurse deserves'],
  },
  {
    request: 'instagram reel: what our bakery looks like at 4am',
    subject: 'what our bakery looks like at 4am',
    tags: ['#Bakery'],
    never: ['#BakeryLooksLike', 'Mark your calendar'],
  },
  // Whom a post is from labels it; a closure's return day is a line of its own.
  {
    request: "tweet from our bike shop: we're closed Easter Monday, back Tuesday",
    subject: /we're closed Easter Monday/i,
    facts: ['Back Tuesday.'],
    tags: ['#BikeShop'],
    never: ['From our bike shop', 'check out the back', 'Mark your calendar'],
  },
  // A launch after a brand's label is a launch, tagged with the brand.
  {
    request: 'Instagram caption for our candle brand Ember & Oak: the autumn collection drops Friday at 7pm',
    subject: 'autumn collection',
    facts: [/Friday at 7pm/],
    tags: ['#AutumnCollection', '#EmberAndOak'],
    never: ['right here at our candle brand', 'check out'],
  },
  // "ends at midnight" runs until midnight.
  {
    request: 'tweet: our Black Friday sale ends at midnight, last chance for 30% off everything',
    subject: 'Black Friday sale',
    facts: ['until midnight', '30% off everything'],
    never: ['until at midnight'],
  },
  // A verb of starting after the people a thing is for is the thing's verb.
  {
    request:
      'post for our library: the summer reading challenge for kids starts July 12, sign up at the front desk',
    subject: 'summer reading challenge',
    facts: ['July 12', 'Sign up at the front desk.'],
    never: [/kids starts/i],
  },
  // A city and its state are one place; a place describing a noun is no second place.
  {
    request: "LinkedIn post announcing we've opened our first US office in Austin, Texas",
    subject: 'our first US office',
    facts: ['in Austin, Texas'],
    tags: ['#Austin', '#Texas'],
    never: ['US, Austin', 'It happened in', '#AustinTexas'],
  },
  // A thing shown "at" a place, then what it does, is a scene with its place.
  {
    request: 'TikTok caption for a timelapse of our mural at Brick Lane coming together',
    subject: 'our mural at Brick Lane coming together',
    tags: ['#Mural', '#BrickLane'],
    never: ['Available at Brick Lane', 'check out'],
  },
  // A blog post is read; its head comes before what it is on.
  {
    request: 'tweet: new blog post on how to price your freelance design work',
    subject: 'blog post on pricing your freelance design work',
    facts: ['to read it'],
    never: ['to try it'],
  },
  // A team introduced is met, each person as the request names them.
  {
    request: 'Instagram post: meet the team! this is Priya, our head of pastry',
    subject: 'This is Priya, our head of pastry.',
    facts: [/Meet the team!|Say hello to the team!/],
    tags: ['#MeetTheTeam', '#HeadOfPastry'],
    never: ['check out the team', '#NewPost'],
  },
  // Places running out are said with their hurry.
  {
    request: 'post for our music school: last few spots left in our summer rock camp for teens',
    subject: /last few spots left in our summer rock camp for teens/i,
    tags: ['#SummerRockCamp'],
    never: [/#Spots(?!\p{L})/u, 'check out our music school'],
  },
  {
    request: 'tweet: only 5 tickets left for our comedy night on Friday, grab yours now',
    subject: /only 5 tickets left for our comedy night on Friday/i,
    facts: ['Grab yours now.'],
    tags: ['#ComedyNight'],
  },
  // An appeal asks for what the request asks for, in sober words.
  {
    request: 'Facebook post asking for donations of winter coats for our homeless shelter in Leeds',
    subject: "we're collecting winter coats for our homeless shelter in Leeds",
    tags: ['#WinterCoats'],
    never: [/#Donations(?!\p{L})/u, 'check out donations', "Hit like if you're in!", '🎉'],
  },
  // Congratulations are said to the person; "launch" after a noun is no second aim of the post.
  {
    request: 'LinkedIn post congratulating our intern Leo on his first app launch',
    subject: 'our intern Leo',
    facts: ['Congratulations to our intern Leo on his first app launch!'],
    never: ["We're launching our intern", 'introduce our intern', 'Something we have been working on'],
  },
  // Where a link is tags nothing.
  {
    request: 'tweet asking followers to vote for us in the Best Coffee Shop awards, link in bio',
    subject: /vote for us in the Best Coffee Shop awards/i,
    tags: ['#BestCoffeeShopAwards'],
    never: ['#Bio'],
  },
  // Money raised for a cause is the poster's doing, told in their sentence.
  {
    request:
      "post for our yoga studio: we're raising money for Mind with a charity class on Sunday, £10 entry",
    subject: "we're raising money for Mind with a charity class on Sunday",
    facts: ['£10 entry'],
    tags: ['#Mind'],
    never: ['our money', 'Our money'],
  },
  // A distance after a noun names the run.
  {
    request:
      "facebook post celebrating our charity 5k: 300 runners raised £12,000 for the children's hospital",
    subject: "300 runners raised £12,000 for the children's hospital",
    tags: ['#Charity5k'],
    never: ['Proud moment: our charity!', 'our charity.'],
  },
  // A kicker before "that" leads the news; a plural's bare verb is its verb, and things are no "we".
  {
    request: 'tweet: reminder that our store hours change to 9am-5pm from January',
    subject: 'our store hours change to 9am-5pm from January',
    tags: ['#StoreHours'],
    never: ['check out the reminder', '#Reminder', 'We change', 'An update from our store hours'],
  },
  // How long, leading the poster's news without a comma, stays with it.
  {
    request: "LinkedIn post: after 8 years I'm leaving Deloitte to start my own consultancy",
    subject: "after 8 years I'm leaving Deloitte to start my own consultancy",
    tags: ['#Deloitte'],
    never: ['thoughts on Deloitte', 'update on Deloitte', ': After 8 years'],
  },
  // One part of a series is said as written.
  {
    request: 'TikTok caption: day 1 of building a tiny house in our garden',
    subject: 'ay 1 of building a tiny house in our garden',
    tags: ['#TinyHouse'],
    never: ['the building', 'Come and see us'],
  },
  // A guide is "to" its topic.
  {
    request: 'LinkedIn post sharing our free guide to GDPR for small businesses, link in comments',
    subject: 'our free guide to GDPR',
    facts: ['small businesses', 'Link in comments.'],
    tags: ['#GDPR'],
  },
  // "ever" after a count stresses it; what follows is counted.
  {
    request: 'Instagram caption: our first ever market stall at Greenwich Market this Saturday!',
    subject: 'our first ever market stall',
    facts: ['this Saturday', 'Greenwich Market'],
    tags: ['#MarketStall', '#GreenwichMarket'],
    never: ['the stall', '#EverMarketStall'],
  },
  // A greeting may count its occasion; the count stays out of its tag.
  {
    request: 'tweet: happy 5th birthday to our bakery Rise & Shine!',
    subject: 'Happy 5th birthday to our bakery Rise & Shine!',
    tags: ['#HappyBirthday', '#RiseAndShine'],
    never: ['the happy 5th birthday', '#Happy5thBirthday'],
  },
  // A clip's word before a colon shows what follows.
  {
    request: 'Instagram reel: packing an order of 50 custom mugs for a wedding',
    subject: 'packing an order of 50 custom mugs for a wedding',
    tags: ['#CustomMugs'],
    never: ['check out the order', '#Order'],
  },
  // What another did to a thing, "led by" it, is said after a comma; the thing did nothing.
  {
    request: 'LinkedIn post announcing our Series A led by Index Ventures',
    subject: 'our Series A',
    facts: [/we've closed our Series A, led by Index Ventures\./i],
    tags: ['#SeriesA', '#IndexVentures'],
    never: ['We led', 'Series A led by'],
  },
  // A trade that visits its customers is got in touch with or booked, never visited.
  {
    request:
      'facebook post for our plumbing business: emergency callouts 24/7 across Manchester, no callout fee on weekdays',
    subject: 'emergency callouts',
    facts: ['No callout fee on weekdays.', /our plumbing business in Manchester/],
    never: ['Come and see us', 'Find us at', 'right here at our plumbing'],
  },
  // People, described or not, between a plural and a verb start a clause; they are no part of its tag.
  {
    request: 'TikTok about 3 mistakes new candle makers make and how to avoid them',
    subject: '3 mistakes new candle makers make',
    tags: ['#CandleMakers'],
    never: [/#Mistakes\w/],
  },
  // What a helped business does after it is a verb, not the business's last noun.
  {
    request:
      'LinkedIn post sharing our new case study: how we helped a Manchester gym grow memberships by 35%',
    subject: 'case study',
    facts: ['How we helped a Manchester gym grow memberships by 35%.'],
    never: [/#\w*GymGrow/],
  },
  // Goods that "just dropped", after the shop the post is for and a comma, are its news; the shop is where they
  // are found, and their sizes are a fact of them, never a tag.
  {
    request:
      'instagram post for our vintage clothing shop, new 90s denim jackets just dropped, sizes S to XL',
    subject: '90s denim jackets',
    facts: ['Available in sizes S to XL.', 'at our vintage clothing shop'],
    tags: ['#DenimJackets', '#VintageClothingShop'],
    never: ['#SizesS', /sign to check out/],
  },
  // A person who joins "us" as a role is the poster's newcomer in it, welcomed, never a milestone of the team's.
  {
    request:
      'LinkedIn post announcing that Priya Shah joins us as Chief Operating Officer after 10 years at Deliveroo',
    subject: 'our new Chief Operating Officer Priya Shah',
    facts: ['after 10 years at Deliveroo', /welcome/],
    tags: ['#PriyaShah', '#ChiefOperatingOfficer'],
    never: ['news worth sharing from', /moment we will remember|could not have done it|made this possible/],
  },
  // Where a business is, between it and its verb ("our dog daycare in Leeds now has…"), is part of its news; the
  // business is not launched.
  {
    request:
      'facebook post: our dog daycare in Leeds now has a second location in Headingley, opening January 10',
    subject: 'our dog daycare in Leeds now has a second location in Headingley',
    facts: [/January 10/],
    never: [/almost here: our dog daycare|Meet our dog daycare|dog daycare is on its way/],
  },
  // A count of the poster's own followers reached is a milestone that thanks them; a giveaway after it is how
  // it is celebrated, never the thing celebrated.
  {
    request:
      'Instagram post celebrating 1,000 followers, thank you all! giveaway of a £50 voucher, tag a friend to enter',
    subject: '1,000 followers',
    facts: ["To celebrate, we're giving away a £50 voucher.", 'Tag a friend to enter.', 'Thank you all.'],
    tags: ['#Giveaway'],
    never: [/celebrating giveaway/i, /our team and our partners/],
  },
  {
    request: '1k followers giveaway! win a tote bag, follow us and tag 2 friends, ends Sunday',
    subject: '1k followers',
    facts: ["we're running a giveaway", 'Win a tote bag.', 'Ends Sunday.'],
    tags: ['#Giveaway', '#ToteBag'],
  },
  // A percentage that describes what a thing is made of takes nothing off it.
  {
    request: 'Instagram post about our new eco-friendly packaging, made from 100% recycled cardboard',
    subject: 'eco-friendly packaging',
    facts: ['Made from 100% recycled cardboard.'],
    never: ['100% off', /opening offer/i],
  },
  // A greeting the post wishes people is said to them; what it shares besides follows it.
  {
    request: 'facebook post wishing our customers a happy new year and sharing our holiday opening hours',
    subject: 'Happy New Year to our customers!',
    facts: ['Here are our holiday opening hours.'],
    tags: ['#HappyNewYear'],
    never: [/introducing|launches|arrives/i, '#Hours'],
  },
  {
    request: 'instagram post wishing everyone a merry christmas from the team at Rosie Bakes',
    subject: 'Merry Christmas to everyone from the team at Rosie Bakes!',
    tags: ['#MerryChristmas', '#RosieBakes'],
    never: [/check out|deserves your attention/, '#WishingEveryone'],
  },
  // A service working again is told as fixed and passed on plainly; no goods are got while stocks last.
  {
    request: 'Tweet: our website is back up, thanks for your patience',
    subject: 'our website is back up',
    facts: ['Thanks for your patience.'],
    never: [/stocks last|too long this time|We missed|Who's in/],
  },
  // News of a client's is theirs to be congratulated on, never a milestone of the poster's team.
  {
    request: 'LinkedIn post celebrating our client Northwind winning Retailer of the Year',
    subject: /Our client Northwind won Retailer of the Year|Northwind's Retailer of the Year award/,
    facts: ['Our client Northwind won Retailer of the Year.', /congratulations/i],
    tags: ['#RetailerOfTheYear', '#Northwind'],
    never: [/moment we will remember|our team and our partners|made this possible|milestone worth sharing/],
  },
  // A title before a word for a place names the place: #KingStreet, never #Street.
  {
    request: 'Instagram post: our barber shop is moving to a bigger space on King Street from March 1',
    subject: /our barber shop/i,
    facts: ['King Street', 'March 1'],
    tags: ['#KingStreet'],
    never: ['#Street'],
  },
  // People said to be needed for a task are called to it, at the business the post is for.
  {
    request: 'Facebook post for our community garden, volunteers needed this Sunday to plant spring bulbs',
    subject: /plant spring bulbs/,
    facts: ['this Sunday', 'our community garden', /volunteers/i],
    tags: ['#CommunityGarden'],
    never: [/check out|deserves your attention|A little love/],
  },
  // Something that ends on a date is a reminder not to miss it; "end" after what ends is its verb.
  {
    request: 'tweet: reminder that early bird tickets for our design conference end Friday',
    subject: 'early bird tickets for our design conference end Friday',
    tags: ['#DesignConference'],
    never: [/A little love|check out|deserves your attention|Mark your calendar/],
  },
  // A tip's topic that points back to whom the tips are for ("their rates") keeps them in the title, and the
  // year it is for.
  {
    request: 'LinkedIn post: tips for freelancers on setting their rates in 2027',
    subject: 'tips for freelancers on setting their rates in 2027',
    tags: ['#Freelancers'],
    never: [/tips on setting their rates/],
  },
  // What a discount is off names its kind ("garden furniture", never a verb "garden"), and "while stocks last"
  // is how long it lasts, never a tag.
  {
    request: 'post about our spring clearance, up to 60% off garden furniture while stocks last',
    subject: 'spring clearance',
    facts: ['up to 60% off garden furniture while stocks last'],
    tags: ['#SpringClearance', '#GardenFurniture'],
    never: ['#Stocks', '#Furniture'],
  },
  // Work shown from an occasion gone by keeps the occasion and is shown as a moment, never urged like goods; a
  // kind of thing after "and" and an owner's "-ing" thing are nouns.
  {
    request:
      "Instagram post showcasing our bride's bouquet of peonies and garden roses from last weekend's wedding",
    subject: "our bride's bouquet of peonies and garden roses from last weekend's wedding",
    tags: ['#GardenRoses', '#Wedding'],
    never: [/check out|deserves your attention|A little love/],
  },
  // "we're at …" after the business the post is for tells where the business is; a capitalised word inside a
  // name ("Night") is part of it.
  {
    request: "TikTok for our taco truck: we're at the Riverside Night Market every Friday from 5pm",
    subject: 'our taco truck',
    facts: ['Our taco truck is at the Riverside Night Market every Friday from 5pm.'],
    tags: ['#TacoTruck', '#RiversideNightMarket'],
    never: [/#RiversideNight\b/, /#Market\b/, /Heads up|Please note/],
  },
  // How long an offer lasts ("for the next 48 hours") stays with it, though a code is read before it.
  {
    request: 'tweet: flash sale! 25% off all prints for the next 48 hours with code PRINT25',
    subject: 'flash sale',
    facts: ['25% off all prints for the next 48 hours', 'PRINT25'],
    tags: ['#FlashSale'],
  },
  // Goods newly available are news of their own, never met as a return.
  {
    request:
      'Instagram post: handmade soy candles now available in three new scents, lavender, cedar and orange blossom',
    subject: 'handmade soy candles are now available in three new scents',
    facts: ['Lavender, cedar and orange blossom.'],
    tags: ['#SoyCandles'],
    never: [/wait is over|You asked, we listened|missed them too|too long this time/],
  },
  // Taking a break is a notice of the one who takes it; the break is no subject.
  {
    request: 'tweet: our podcast is taking a two-week break, new episodes return on March 3',
    subject: /our podcast|We are taking a two-week break/,
    facts: ['New episodes return on March 3.', 'taking a two-week break'],
    never: [/check out|deserves your attention|A little love|from our two-week break/],
  },
  // What the poster does from now on is a change for customers; no one is thanked for making it possible.
  {
    request: "facebook post for our pet shop: we now stock grain-free dog food from Lily's Kitchen",
    subject: "our pet shop now stocks grain-free dog food from Lily's Kitchen",
    tags: ['#LilysKitchen'],
    never: [/our team and our partners|made this possible|only the beginning/],
  },
  // An achievement announced is news to celebrate, with how long it took; nothing is launched.
  {
    request: "LinkedIn post: we're proud to announce our B Corp certification after two years of work",
    subject: 'B Corp certification',
    facts: ['after two years of work'],
    tags: ['#BCorpCertification'],
    never: [/Introducing|launching|Something we have been working on/],
  },
  // An occasion of the poster's that readers are asked to join is what the post invites them to; the club it
  // is for is where.
  {
    request:
      'Facebook post for our running club: join our 5k fun run this Sunday at 9am in Victoria Park, all abilities welcome',
    subject: '5k fun run',
    facts: ['this Sunday at 9am', 'Victoria Park', 'All abilities welcome.'],
    tags: ['#FunRun'],
    never: [/check out our running club|deserves your attention/],
  },
  // People an occasion is for, when the post invites others to it, stay with it.
  {
    request:
      'Facebook post inviting parents to our free coding workshop for kids aged 8-12 at the library on Saturday',
    subject: 'free coding workshop for kids aged 8-12',
    facts: ['Saturday', 'the library', /parents/i],
    tags: ['#CodingWorkshop'],
  },
  // Goods back keep the request's lower case after the hook's colon, though the reading gives them "the".
  {
    request:
      'Instagram post for our gelato shop in Naples: pistachio gelato is back this weekend, €3 a scoop',
    subject: 'pistachio gelato',
    facts: ['€3 a scoop', 'our gelato shop in Naples', 'pistachio gelato is back this weekend'],
    tags: ['#PistachioGelato', '#Naples'],
    never: [/: Pistachio/],
  },
  // How the poster's goods are made is shown, not taught; a bare plural after "in" says how, never where.
  {
    request: 'TikTok showing how our candles are hand-poured in small batches',
    subject: 'how our candles are hand-poured in small batches',
    tags: ['#Candles'],
    never: [/right here at small batches|check out|wish we had known/],
  },
  // What a thing comes after ("the renovation") stays with it, and a place is seen, never tried.
  {
    request: 'Instagram post showing our new shopfront after the renovation',
    subject: 'new shopfront after the renovation',
    tags: ['#Shopfront'],
    never: [/try it/],
  },
  // Someone of the poster's appearing on a stage is to be caught there, never a milestone thanked for.
  {
    request:
      'LinkedIn post: our CEO Ana Silva will speak at Web Summit in Lisbon on November 12 about AI in retail',
    subject: 'our CEO Ana Silva',
    facts: ['Web Summit', 'November 12', 'AI in retail'],
    tags: ['#AnaSilva', '#WebSummit'],
    never: [/milestone|made this possible|news worth sharing from/],
  },
  // Hiring that tips are "for" is their topic, never the post's aim; the poster's own tips are a title.
  {
    request: 'LinkedIn post sharing our tips for hiring your first employee',
    subject: 'tips for hiring your first employee',
    tags: ['#Hiring'],
    never: [/We are hiring|looking for your first employee|great fit/],
  },
  // Years in business are a milestone of the poster's; how they are celebrated is an invitation to it.
  {
    request: "Instagram post: we're celebrating 5 years in business with a party at the shop on Saturday",
    subject: '5 years in business',
    facts: ['Join us for a party at the shop on Saturday.'],
    never: [/celebrating business|the business!/],
  },
  // New hours starting on a date are a notice of the hours; "opening" before "hours" opens nothing.
  {
    request: 'Instagram post: our summer opening hours start June 1, open until 9pm on weekdays',
    subject: 'summer opening hours',
    facts: ['June 1', 'Open until 9pm on weekdays.'],
    tags: ['#SummerOpeningHours'],
    never: [/miss hours|to hours|#Hours\b/],
  },
  // A service down is promised to run again; no one is welcomed back to phone lines.
  {
    request: 'tweet: heads up, our phone lines are down this morning, please email us instead',
    subject: 'our phone lines',
    facts: ['Please email us instead.', /back up and running/],
    never: [/welcome you back/],
  },
  // An animal looking for a home asks for a family and to be shared; it is someone, never "it" to be found.
  {
    request:
      'Facebook post for our animal rescue: meet Max, a 3-year-old terrier looking for his forever home',
    subject: 'Max',
    facts: ['A 3-year-old terrier looking for his forever home.', 'our animal rescue'],
    tags: ['#Max', '#AnimalRescue'],
    never: [/deserves your attention|Made with care|Find it/],
  },
  // A season before a kind of thing describes it ("autumn nail colours"): "nail" is no verb, "autumn" no date.
  {
    request: 'post for our nail salon: new autumn nail colours are in, book your appointment online',
    subject: 'autumn nail colours',
    facts: ['Book your appointment online.', 'our nail salon'],
    tags: ['#AutumnNailColours'],
    never: [/check out colours|happens autumn/],
  },
  // Hiring no one named, after news, is part of the news.
  {
    request: "LinkedIn post: we've opened our second office in Edinburgh and we're hiring",
    subject: "we've opened our second office in Edinburgh, and we're hiring",
    tags: ['#Edinburgh', '#Hiring'],
    never: [/latest post|consistent work/],
  },
  // The "for" after "looking" leads the role; the company is the one after the role's own "for".
  {
    request: "LinkedIn post: we're looking for a part-time bookkeeper for our accounting firm in Dublin",
    subject: 'part-time bookkeeper',
    facts: ['our accounting firm in Dublin'],
    tags: ['#PartTimeBookkeeper', '#AccountingFirm'],
    never: [/looking for our accounting firm|at a part-time bookkeeper/],
  },
  // A day named with an owner's "'s" is one name: never "Valentine's" met and "Day" as a date.
  {
    request:
      "Instagram post for our florist in Bath: Valentine's Day pre-orders now open, red rose bouquets from £45",
    subject: /pre-orders/,
    facts: ["Valentine's Day pre-orders are now open", '£45', 'Bath', 'florist'],
    never: [/Meet Valentine's|calendar: Day|#Valentines\b/],
  },
  // Everyone invited is no group of its own.
  {
    request: 'Facebook post inviting everyone to our street party on Elm Road this Saturday from 2pm',
    subject: 'street party',
    facts: ['this Saturday from 2pm', 'on Elm Road'],
    never: [/all everyone|Open to all everyone/, /in Elm Road/],
  },
  // Money a round is "of" is raised, never a price.
  {
    request: 'LinkedIn post: we just closed our seed round of $1.5M led by Seedcamp',
    subject: 'seed round',
    facts: ['We just closed our seed round of $1.5M, led by Seedcamp.'],
    tags: ['#SeedRound', '#Seedcamp'],
    never: [/round of\.|Just \$1\.5M/],
  },
  // Finishing something is news of whoever finished it; someone the poster trains is congratulated.
  {
    request: 'LinkedIn post congratulating our apprentice Jade on finishing her apprenticeship',
    subject: /Jade/,
    facts: ['Our apprentice Jade finished her apprenticeship.'],
    tags: ['#Jade'],
    never: [/milestone worth sharing|our team and our partners|Jade on finishing/],
  },
  // A time word standing bare before a plural says which ones ("weekend baristas"); it is no date.
  {
    request: "Instagram post: we're hiring weekend baristas at our Leeds cafe, apply in store",
    subject: 'weekend baristas',
    facts: ['our Leeds cafe', 'Apply in store.'],
    tags: ['#WeekendBaristas'],
    never: [/happens weekend|calendar: weekend/],
  },
  // What a lost animal answers to gives its name as a tag, never #Answers.
  {
    request: 'Facebook post: lost cat near Oak Street, black with a white paw, answers to Luna',
    subject: 'lost cat near Oak Street',
    facts: ['Answers to Luna.'],
    tags: ['#LostCat', '#Luna'],
    never: ['#Answers'],
  },
  // A move online has no new spot to come to.
  {
    request:
      "Instagram post: we're moving online only from next month, thank you for 8 wonderful years on the high street",
    subject: /moving online only from next month/,
    facts: ['Thank you for 8 wonderful years on the high street.'],
    never: [/new spot/],
  },
  // What the request says after its thanks is told too.
  {
    request: 'tweet: thank you to everyone who voted for us in the Best Cafe awards, we came second!',
    subject: 'everyone',
    facts: ['We came second!', 'You voted for us in the Best Cafe awards.'],
    tags: ['#BestCafeAwards'],
  },
  // People counted "with" an occasion take part in it and are told.
  {
    request: 'post announcing our spring market with 40 local makers at the town hall on April 12',
    subject: 'spring market',
    facts: ['40 local makers', 'April 12', 'the town hall'],
    tags: ['#SpringMarket'],
  },
  // A guide's topic may open on what is done ("to choosing the right CRM").
  {
    request: 'LinkedIn post sharing our guide to choosing the right CRM for a small business',
    subject: 'guide to choosing the right CRM',
    never: [/introduce our guide\./, /Introducing our guide\./],
  },
  // A date right after a price says how long the price lasts; nothing launches then.
  {
    request: 'TikTok about our new oat latte, only £3.50 this month',
    subject: 'oat latte',
    facts: ['£3.50 this month'],
    never: [/launches this month|arrives|this month, it/i],
  },
  // A word after an owner and a word for its kind, right before "is", is the thing: "stout" is no adjective here.
  // A post "for a" business is written in its voice: "our craft brewery", never "at a craft brewery".
  {
    request: 'Instagram post for a craft brewery in Portland: our winter stout is back on tap from Friday',
    subject: 'our winter stout',
    facts: ['our winter stout is back on tap from Friday', 'our craft brewery in Portland'],
    tags: ['#WinterStout', '#Portland', '#CraftBrewery'],
    never: ['the back', /\ba craft brewery/, '#Tap'],
  },
  // Lessons learned "from launching" something are a title: the launch is their topic, not the post's aim.
  {
    request: 'LinkedIn post sharing 3 lessons I learned from launching my first SaaS product',
    subject: '3 lessons I learned from launching my first SaaS product',
    tags: ['#SaaSProduct'],
    never: [/learned from[,.]/],
  },
  // "starts" after the topic of a webinar and before a time is the webinar's verb, not a plural noun.
  {
    request: 'tweet reminding followers our webinar on email marketing starts at 3pm today',
    subject: 'our webinar on email marketing',
    facts: ['3pm today'],
    tags: ['#Webinar', '#EmailMarketing'],
    never: ['marketing starts', '#EmailMarketingStarts', '#MarketingStarts'],
  },
  // "being named" is news told with "has been": a bare gerund clause is no sentence.
  {
    request: 'LinkedIn post celebrating our co-founder Maya Patel being named in Forbes 30 Under 30',
    subject: /Maya Patel/,
    facts: ['Our co-founder Maya Patel has been named in Forbes 30 Under 30.'],
    tags: ['#MayaPatel'],
    never: ['being named'],
  },
  // People thanked for coming are told it was good to see them there; "last night" is when, never a tag's part.
  {
    request: 'Instagram post thanking everyone who came to our pottery workshop last night',
    subject: 'everyone',
    facts: ['It was so good to see you at our pottery workshop last night.'],
    tags: ['#PotteryWorkshop'],
    never: ['You came', '#PotteryWorkshopLastNight'],
  },
  // A recipe labelling its dish teaches how to make it; a recipe is no place to find the dish.
  {
    request: 'TikTok caption for a quick recipe: 3-ingredient peanut butter cookies',
    subject: 'how to make 3-ingredient peanut butter cookies',
    tags: ['#PeanutButterCookies'],
    never: [/at a quick recipe/i],
  },
  // A trade "for a" post is the poster themself: no place to find them. A thing "of" others keeps its adjective.
  {
    request: 'caption for a wedding florist showing a bridal bouquet of white peonies and eucalyptus',
    subject: 'bridal bouquet of white peonies and eucalyptus',
    tags: ['#BridalBouquet', '#WhitePeonies', '#Eucalyptus'],
    never: [/at a wedding florist/i, '#Bouquet '],
  },
  // A free thing earned by what readers are asked to do is told with it, never as an extra "also on offer".
  {
    request:
      'Instagram post for a dog groomer: book a winter pamper package before December 15 and get a free nail trim',
    subject: /our dog groomer/,
    facts: ['Book a winter pamper package before December 15 and get a free nail trim.'],
    never: [/also on offer|Plus, get/, /\. Book a winter/, /the dog groomer/],
  },
  // "in store and online" is where, whole: "online" alone would send every reader to the website.
  {
    request: 'post about our Black Friday sale: 40% off everything in store and online until Monday',
    subject: 'our Black Friday sale',
    facts: ['in store and online', '40% off everything until Monday'],
    tags: ['#BlackFridaySale'],
    never: [/(?:Available|us|it) online\./, 'in in store', '#InStore'],
  },
  // The period a selection is "for" says which one it is; it is no date to mark in a calendar.
  {
    request: "tiktok caption for our bookshop's staff picks for December",
    subject: "our bookshop's staff picks for December",
    tags: ['#StaffPicks'],
    never: [/Mark your calendar|happens in December/, 'December deserves'],
  },
  {
    request: 'Instagram post: our new menu for Christmas is here, book your table now',
    subject: 'menu for Christmas',
    facts: ['Book your table now.'],
    never: [/launches on Christmas|On Christmas, it/],
  },
  // A role written with a hyphen ("part-time") is still a role looked for: the post hires.
  {
    request: "LinkedIn post: we're looking for a part-time social media manager to join our team in Bristol",
    subject: 'part-time social media manager',
    facts: [
      /hiring a part-time social media manager|looking for a part-time social media manager/,
      'Bristol',
    ],
    tags: ['#SocialMediaManager', '#Bristol'],
    never: [/thoughts on|matters more than ever|Come and see us/i],
  },
  // A word before "has" after an owner's kind word is the thing ("our accounting firm"), not an adjective.
  {
    request: 'LinkedIn post announcing that our accounting firm has merged with Baxter & Co',
    subject: 'our accounting firm',
    facts: [/(?:Our accounting firm|We) ha(?:s|ve) merged with Baxter & Co\./],
    tags: ['#AccountingFirm', '#BaxterAndCo'],
    never: [/our accounting\b(?! firm)/i, 'Featuring Baxter'],
  },
  // Signing up that opens is the news: told as written, with places to take rather than goods to get.
  {
    request: 'Instagram post for our dance school: enrolment for spring term is open, first class free',
    subject: /enrolment for spring term/i,
    facts: ['enrolment for spring term is open', /first class/, 'our dance school'],
    tags: ['#SpringTerm', '#DanceSchool'],
    never: [/your sign|deserves your attention|stocks last|Which one will you pick/],
  },
  {
    request: 'tweet: bookings are now open for our Christmas party nights',
    subject: /bookings/i,
    facts: ['bookings are now open for our Christmas party nights'],
    tags: ['#ChristmasPartyNights'],
    never: [/little love for bookings|your sign|stocks last/i],
  },
  // An age range standing alone says whom it is for; hours with no day are how long it runs, no date to save.
  {
    request:
      'Facebook post inviting parents to our half-term football camp for ages 6-12, 9am-3pm, £25 a day',
    subject: 'our half-term football camp',
    facts: ['For ages 6-12.', 'from 9am to 3pm', '£25 a day'],
    tags: ['#HalfTermFootballCamp'],
    never: ['#Ages', /Save the date|Mark your calendar|at 9am-3pm/],
  },
  // Whatever people are congratulated "on" doing is their news, told in the past; a numbered version is "of" the
  // thing it numbers, and no tag of its own.
  {
    request: 'LinkedIn post congratulating our team on shipping version 2.0 of our invoicing app',
    subject: 'version 2.0 of our invoicing app',
    facts: ['Our team shipped version 2.0 of our invoicing app.'],
    tags: ['#InvoicingApp'],
    never: ['#ShippingVersion', '#Version', /our version|introduce our team|our team on/i],
  },
  {
    request: 'tweet: we just released version 3 of our budgeting app Pennywise',
    subject: 'version 3 of our budgeting app Pennywise',
    tags: ['#Pennywise'],
    never: [/the version\b/i, '#Version'],
  },
  // A release "out now" is its news, told whole with whoever is in it; no stock runs out.
  {
    request: 'tweet: our podcast episode with chef Nadia Hussain is out now, link in bio',
    subject: 'our podcast episode',
    facts: ['our podcast episode with chef Nadia Hussain is out now', 'Link in bio.'],
    tags: ['#PodcastEpisode', '#NadiaHussain'],
    never: [/stocks last|your sign|deserves your attention/],
  },
  // A before and after is a format: the transformation is shown, with the work the poster did and where.
  {
    request: 'Instagram caption for a before and after of a kitchen renovation we did in Didsbury',
    subject: 'the kitchen renovation we did in Didsbury',
    facts: ['Before and after: the kitchen renovation we did in Didsbury.'],
    tags: ['#KitchenRenovation', '#BeforeAndAfter'],
    never: [/Come and see us|Find us in|your sign/],
  },
  {
    request: 'before-and-after photos of a garden makeover in Leeds',
    subject: 'the garden makeover in Leeds',
    tags: ['#GardenMakeover', '#Leeds', '#BeforeAndAfter'],
    never: [/Come and see us|Find (?:us|it) in/, /photos/i],
  },
  // Work the poster did is shown as theirs.
  {
    request: 'Instagram post showing a wedding cake we made for Ana and Luis',
    subject: 'the wedding cake we made for Ana and Luis',
    tags: ['#WeddingCake'],
    never: [/your sign|deserves your attention/],
  },
  // A day in someone's life on a date is that day: the date goes with it, no date to mark.
  {
    request: "tiktok caption for a day in the life of a florist on Valentine's Day",
    subject: "a day in the life of a florist on Valentine's Day",
    tags: ['#DayInTheLife'],
    never: [/Mark your calendar|It all happens/],
  },
  // Services "now bookable" are taken as places are; an extra's price follows the service's own.
  {
    request:
      'Instagram post for our nail salon in Leeds: festive gel manicures now bookable, £30, add glitter for £5',
    subject: 'festive gel manicures',
    facts: [
      'festive gel manicures are now bookable',
      /£30\. Add glitter for £5\./,
      'our nail salon in Leeds',
    ],
    tags: ['#GelManicures', '#Leeds'],
    never: [/stocks last|your sign/, /Add glitter for £5\. .*£30/],
  },
  // A verb told "about" to someone is the topic of a list's title; "nobody" names no one to tag.
  {
    request: 'TikTok caption: 3 things nobody tells you about opening a coffee shop',
    subject: '3 things nobody tells you about opening a coffee shop',
    tags: ['#CoffeeShop'],
    never: ['#ThingsNobody', '#Nobody', /tells you about[.,]/],
  },
  // The poster's own years "since" they started something, or "as" what they are, are theirs to mark.
  {
    request: 'LinkedIn post celebrating 5 years since I started freelancing as a UX designer',
    subject: /5 years since I started freelancing as a UX designer/,
    facts: ['Today marks 5 years since I started freelancing as a UX designer.'],
    tags: ['#UXDesigner'],
    never: [/the UX designer/],
  },
  {
    request: 'LinkedIn post celebrating 3 years as a freelance photographer',
    subject: /3 years as a freelance photographer/,
    tags: ['#FreelancePhotographer'],
    never: [/the freelance photographer/],
  },
  // A flat lay is a kind of photo: what it shows is the subject.
  {
    request: 'Instagram caption for a flat lay of our new skincare range',
    subject: 'our new skincare range',
    tags: ['#SkincareRange'],
    never: [/flat lay/i, '#FlatLay'],
  },
  // A talk's topic keeps the field it is "in".
  {
    request: "LinkedIn post: I'm speaking at Web Summit in Lisbon next week about AI in retail",
    subject: 'my talk on AI in retail',
    facts: ['next week', 'Web Summit in Lisbon'],
    tags: ['#WebSummit', '#Lisbon'],
  },
  // An amount of money is no date: the least a purchase costs stays with what earns the free thing.
  {
    request: 'Instagram post for our plant shop: free repotting with every plant over £20 this weekend',
    subject: 'our plant shop',
    facts: ['free repotting with every plant over £20 this weekend'],
    tags: ['#PlantShop'],
  },
  // What a request to readers says after it is told too.
  {
    request: 'post asking followers to vote for us in the Manchester Food Awards, link in bio',
    subject: /vote for us in the Manchester Food Awards/i,
    facts: ['Link in bio.'],
    tags: ['#ManchesterFoodAwards'],
    never: ['#Bio'],
  },
  // A word in -ing after a town, before what it takes, is what the business there does, never the town's name.
  {
    request: 'post for our dental clinic in Manchester offering free check-ups for new patients in February',
    subject: 'our dental clinic',
    facts: ['free check-ups for new patients', 'Manchester', 'February'],
    tags: ['#DentalClinic', '#Manchester'],
    never: [/Manchester offering/, '#ManchesterOfferingFreeCheckUps'],
  },
  // A word after a holiday with no noun after it is the occasion's head ("Christmas fair"), not an adjective.
  {
    request:
      'Facebook post for the Oak Lane Primary PTA: Christmas fair Saturday 2-4pm, raffle, grotto and mulled wine',
    subject: 'Christmas fair',
    facts: ['Saturday', /raffle, grotto and mulled wine/i],
    tags: ['#ChristmasFair'],
    never: [/our raffle|the raffle/i, '#Raffle'],
  },
  // "last chance to shop" urges; what is urged is the subject, and "ends midnight" is when it ends.
  {
    request: 'Instagram post: last chance to shop our summer sale, ends midnight',
    subject: 'our summer sale',
    facts: ['until midnight'],
    tags: ['#SummerSale'],
    never: [/last chance\b(?! to)/i, '#LastChance', 'Ends midnight.'],
  },
  // Hours written as one word run "from … to …", on the days after them; no date to save for a weekly thing.
  {
    request: 'Instagram post for our cocktail bar in Soho: happy hour 5-7pm weekdays, all cocktails £7',
    subject: 'happy hour',
    facts: ['from 5 to 7pm on weekdays', 'All cocktails', '£7', 'Soho'],
    tags: ['#HappyHour', '#Soho'],
    never: ['at 5-7pm', /Save the date/],
  },
  // How long a course lasts, standing alone, is said of it.
  {
    request: 'Instagram post for our yoga studio: new beginners course starts January 8, 6 weeks, £60',
    subject: 'beginners course',
    facts: ['It runs for 6 weeks.', 'January 8', '£60'],
    never: [/(?:^|\n|\. )6 weeks\./],
  },
  // A co-founder looked for is a hire; the business looking is where the role is.
  {
    request: 'LinkedIn post: our startup Greenloop is looking for a technical co-founder',
    subject: 'technical co-founder',
    facts: [/hiring a technical co-founder|looking for a technical co-founder/, 'our startup Greenloop'],
    tags: ['#Greenloop'],
    never: [/thoughts on|matters more than ever/],
  },
  // The poster shown at work ("a video of us icing…") is a deed; a count's word is a thing, never a verb.
  {
    request: 'TikTok caption for a satisfying video of us icing 200 cupcakes for a wedding',
    subject: 'icing 200 cupcakes for a wedding',
    tags: ['#Cupcakes'],
    never: [/the wedding|satisfying video/i, '#SatisfyingVideo'],
  },
  // What a TikTok's caption shows after its colon is the clip's deed.
  {
    request: 'TikTok caption: rating every pastry in our bakery from 1 to 10',
    subject: 'rating every pastry in our bakery from 1 to 10',
    tags: ['#Pastry'],
    never: [/the pastry/i, /Find us at/],
  },
  // Goods "now in" are in stock: the news, told whole.
  {
    request:
      'Facebook post for our garden centre: Christmas trees now in, from £35, free delivery within 5 miles',
    subject: /Christmas trees/,
    facts: ['Christmas trees are now in', 'from £35', 'Free delivery within 5 miles', 'our garden centre'],
    tags: ['#ChristmasTrees', '#GardenCentre'],
    never: [/your sign|deserves your attention/],
  },
  // A piece that says what the name before it is tells it of them; an age is no part of a tag.
  {
    request: 'Instagram post introducing our new shop dog Biscuit, a 2 year old cockapoo',
    subject: /Biscuit/,
    facts: ['Biscuit is a 2 year old cockapoo.'],
    tags: ['#Biscuit', '#Cockapoo'],
    never: ['#OldCockapoo', /\n\s*A 2 year old/],
  },
  // A thing already known that is "now open" in a new way is news of a change, with no goods to get.
  {
    request: 'post announcing our gym is now open 24/7 for members',
    subject: 'our gym',
    facts: ['our gym is now open 24/7 for members'],
    tags: ['#Gym'],
    never: [/finally here|Introducing our gym|stocks last|Which one will you pick/],
  },
  // A place between the subject and its verb stays with the subject, never "It in Leeds".
  {
    request: 'Instagram post: our new cafe in Leeds is now open',
    subject: 'our new cafe',
    facts: ['Leeds'],
    never: ['It in Leeds'],
  },
  // A menu is no business to visit; a set deal told with its state is its price, not a sale.
  {
    request: 'Instagram post: our Christmas menu is now available to book, 3 courses for £35',
    subject: 'our Christmas menu',
    facts: ['our Christmas menu is now available to book', '3 courses for £35'],
    tags: ['#ChristmasMenu'],
    never: [/at our Christmas menu|Sale alert|stocks last|Stock up/],
  },
  // "open day" is an occasion; what is free to do is said whole.
  {
    request: 'Facebook post for the Riverside Rowing Club: open day Sunday 10am-2pm, try rowing for free',
    subject: 'open day',
    facts: ['Try rowing for free.', 'Sunday', 'the Riverside Rowing Club'],
    tags: ['#OpenDay', '#RiversideRowingClub'],
    never: ["And it's free", /Riverside Rowing Club deserves/],
  },
  // What people are called to do is no occasion that "runs".
  {
    request: 'Facebook post asking for volunteers to help at our charity shop on Saturdays',
    subject: /help at our charity shop/i,
    facts: ['on Saturdays'],
    tags: ['#CharityShop'],
    never: [/shop runs on/],
  },
  // Short pieces with no verb before the poster's news are a tagline; goods that "have landed" are launched.
  {
    request: 'Instagram caption: new season, new colours - our autumn knitwear has landed',
    subject: 'our autumn knitwear',
    facts: ['New season, new colours.'],
    tags: ['#AutumnKnitwear'],
    never: [/our new colours/i, 'We have landed', '#Colours'],
  },
  // How the poster does a thing is about the work, not a moment caught on camera.
  {
    request: 'LinkedIn post about how we cut our cloud costs by 40% in six months',
    subject: 'how we cut our cloud costs by 40% in six months',
    tags: ['#CloudCosts'],
    never: [/good day|Little moments|Moments like this/],
  },
  // The caption page's quick-start ideas are the first requests a newcomer sends: each reads whole.
  // A count joined to a unit of time ("30-second") describes what follows, a part of the day too.
  {
    request: 'TikTok video showing my quick 30-second morning skincare routine',
    subject: 'my quick 30-second morning skincare routine',
    tags: ['#MorningSkincareRoutine'],
    never: [/my quick 30\b(?!-)/, '#Quick30'],
  },
  // What a count reached counts is tagged, without the number.
  {
    request: 'LinkedIn post celebrating our team reaching 10,000 happy customers',
    subject: /our team/i,
    facts: [/reached 10,000 happy customers/],
    tags: ['#HappyCustomers'],
    never: ['#NewPost', '#ComingSoon'],
  },
  // People invited to a place's opening are invited to the opening, never to "our bakery's".
  {
    request: "Facebook post inviting neighbours to our bakery's grand opening this Saturday",
    subject: 'the grand opening of our bakery',
    facts: ['this Saturday', /neighbours/i],
    tags: ['#Bakery'],
    never: [/our bakery's\./, /bakery's(?! grand)/, /Where to find|Look out for|Come and find/],
  },
  {
    request: 'Instagram post announcing our new summer smoothie menu at the café',
    subject: 'our new summer smoothie menu',
    facts: ['the café'],
    tags: ['#SummerSmoothieMenu'],
  },
  {
    request: "A tweet about the launch of our productivity app's new dark mode",
    subject: "our productivity app's new dark mode",
    tags: ['#DarkMode'],
  },
  // The asking and whoever is asked tag nothing; what is asked about is a thing.
  {
    request: 'tweet asking followers which flavour we should bring back next',
    subject: /Which flavour should we bring back next\?/i,
    tags: ['#Flavour'],
    never: ['#AskingFollowers', '#NewPost', '#ComingSoon'],
  },
  // "here's to…" toasts; "here" names no thing.
  {
    request: "Instagram post: thank you for 5 years of support, here's to the next 5!",
    subject: /thank you for 5 years of support/i,
    facts: ["Here's to the next 5"],
    never: [/love for here/i, '#Here'],
  },
  // A person named by their role is no "we".
  {
    request: 'LinkedIn post sharing that our CEO will speak at SaaStr Annual in San Francisco',
    subject: /our CEO/i,
    facts: ['Our CEO will speak at SaaStr Annual in San Francisco.'],
    tags: ['#SaaStrAnnual', '#SanFrancisco'],
    never: ['We will speak'],
  },
  // Thanks asked for as a post of its own are given to the people who came, never read as an invitation.
  {
    request: 'thank you post for everyone who came to our pottery workshop last night',
    subject: /thank/i,
    facts: ['pottery workshop last night'],
    never: [/See you last night|Save the date|Join us last night|You're invited/],
  },
  // Warm thanks ("huge thanks to…") thank as plain thanks do, and make no tag of themselves.
  {
    request: 'tweet: huge thanks to everyone who voted for us in the Best Cafe awards, we came second!',
    subject: /thank/i,
    facts: ['You voted for us in the Best Cafe awards', 'We came second!'],
    never: [/#HugeThanks|sign to check out|Available at/],
  },
  {
    request: 'a big thank you to our volunteers who cleaned the beach on Sunday',
    subject: 'our volunteers',
    facts: ['You cleaned the beach on Sunday'],
  },
  // Dates with other words between them are told apart, so a closure's sentence is seen to tell them.
  {
    request:
      "Facebook post: the farm shop will be closed on Boxing Day and New Year's Day, back to normal hours from 2 January",
    subject: /farm shop/i,
    facts: ["closed on Boxing Day and New Year's Day", 'Back to normal hours from 2 January'],
    never: [/Dates:|Day from 2 January/],
  },
  // A change of opening time for a reason that puts people out is a notice, never a proud moment.
  {
    request:
      'post reminding members that the gym will open at 8am instead of 6am on Sunday because of maintenance',
    subject: 'gym',
    facts: ['8am instead of 6am on Sunday'],
    never: [/Proud moment|celebrate|big day|Mark your calendar/],
  },
  // What a client is congratulated on opening is their news, not a launch of ours.
  {
    request: 'LinkedIn post congratulating our client Greenleaf on opening their third store',
    subject: 'Greenleaf',
    facts: ['opened their third store'],
    never: [/launching|introduce|on opening|working on/],
  },
  // "Valentine's" before a noun is the holiday; "pre-orders" is a noun.
  {
    request:
      "Instagram post for our florist: Valentine's pre-orders are open, red rose bouquets from £45, order by 10 February",
    subject: "Valentine's pre-orders",
    facts: ["Valentine's pre-orders are open", '£45', 'Order by 10 February', 'florist'],
    never: [/Introducing Valentine|Meet Valentine|Say hello to Valentine|#Valentine\b/],
  },
  // People before a verb after a list's word start a clause: "mistakes people make".
  {
    request: 'TikTok about 3 mistakes people make when repotting houseplants',
    subject: 'mistakes people make',
    never: [/#MistakesPeople/],
  },
  // A pet and its name are two tags.
  {
    request: 'Facebook post: lost cat near Oak Street, ginger tabby called Milo, please call if you see him',
    subject: /lost cat/i,
    facts: ['Milo'],
    tags: ['#GingerTabby', '#Milo'],
    never: [/CalledMilo/],
  },
  // "crumble" before "are" is the dish's head, not a verb.
  {
    request:
      'caption for a photo of our new autumn menu at the Copper Kettle, pumpkin soup and apple crumble are back',
    subject: 'autumn menu',
    facts: ['Pumpkin soup and apple crumble are back', 'Copper Kettle'],
    tags: ['#AppleCrumble'],
    never: [/#Apple\b/],
  },
  // A trial for a group keeps what is free: the first week, not the whole class.
  {
    request:
      'Instagram post for our yoga studio: new 6am sunrise flow class starting Monday, first week free for new members',
    subject: 'sunrise flow class',
    facts: ['first week', 'new members', 'Monday', 'yoga studio'],
    never: [/It's free for new members/],
  },
  // Places running short are a nudge to act, told as their state.
  {
    request:
      'Instagram post for a mobile dog groomer in Leeds: December slots filling fast, book now to get your pup Christmas ready',
    subject: 'December slots',
    facts: ['December slots are filling fast', 'Book now to get your pup Christmas ready', 'Leeds'],
    never: [/check out the December|slots filling\.|today\. Book now|Just in|New here/],
  },
  {
    request: 'our advent calendars are almost gone',
    subject: /Advent calendars/i,
    facts: ['are almost gone'],
    never: [/We are almost gone|Proud moment|celebrate/],
  },
  // What a look behind the scenes shows is a deed, with where it is set.
  {
    request: 'Instagram reel caption: behind the scenes of packing 500 orders for our bath bomb shop',
    subject: 'packing 500 orders for our bath bomb shop',
    never: [/check out the 500|deserves? your attention/],
  },
  {
    request: 'behind the scenes at our bakery: shaping 300 croissants before sunrise',
    subject: 'shaping 300 croissants before sunrise',
    facts: ['at our bakery: shaping 300 croissants'],
    never: [/check out 300|deserve your attention/],
  },
  // The business the poster says they are is where their news is found, in their voice.
  {
    request:
      "Instagram post: we're a family-run ice cream parlour in Whitby and our salted caramel scoop is back for summer",
    subject: 'salted caramel scoop',
    facts: ['is back for summer', 'our family-run ice cream parlour in Whitby'],
    never: [/Mark your calendar|check out the family-run|deserves your attention/],
  },
  {
    request: "LinkedIn post: we're a 5-person design studio and we just won our first award",
    subject: 'first award',
    facts: ['We just won our first award', 'at our 5-person design studio'],
    never: [/It happened at|All at our/],
  },
  // The poster's people at work are news of what they did, told in the past after a date gone.
  {
    request: 'LinkedIn post about our team volunteering at the Leeds food bank last Friday',
    subject: /team|We volunteered/,
    facts: ['volunteered at the Leeds food bank last Friday'],
    never: [/team volunteering|#TeamVolunteering/],
  },
  // People of the poster's in the plural are no "we".
  {
    request: 'our students performing at the town hall this Saturday',
    subject: 'our students',
    facts: ['Our students are performing at the town hall this Saturday'],
    never: [/We are performing/],
  },
  // An instruction an offer ends is said whole, never cut before the offer.
  {
    request: 'Instagram post: our cafe is now dog friendly, bring your pup for a free puppuccino',
    subject: 'cafe',
    facts: ['Our cafe is now dog friendly', 'Bring your pup for a free puppuccino.'],
    never: [/Bring your pup for\./],
  },
  // People a business "needs" are wanted, as people it is looking for are; "no experience needed" is no subject.
  {
    request: 'Facebook post: our charity shop needs volunteers for Saturday mornings, no experience needed',
    subject: /volunteers/i,
    facts: ['No experience needed', 'Saturday mornings', 'our charity shop'],
    never: [/experience deserves|#Experience|NeedsVolunteers/],
  },
  {
    request: 'our choir needs new singers for the Christmas concert',
    subject: 'choir',
    facts: ["We're looking for new singers for the Christmas concert"],
    never: [/#\w*Needs/],
  },
  // A deadline the request states is a notice to act on, never something to check out.
  {
    request: 'post for our florist: last order date for Christmas delivery is 20 December',
    subject: 'last order date for Christmas delivery',
    facts: ['last order date for Christmas delivery is 20 December', 'our florist'],
    never: [/check out|deserves your attention|Find it at/],
  },
  // Whoever the poster welcomes, readers are asked to welcome too.
  {
    request: 'LinkedIn post welcoming Priya Shah to our marketing team as head of content',
    subject: 'Priya Shah',
    facts: [/welcome Priya Shah to our marketing team as head of content/],
    never: [/milestone|news worth sharing|We're welcoming/],
  },
  // The ways a thing comes ("in 3 winter scents") are told as its colours are.
  {
    request: 'Instagram post showing our new range of soy wax candles in 3 winter scents',
    subject: 'range of soy wax candles',
    facts: ['Available in 3 winter scents.'],
  },
  // A piece that opens on what a price buys keeps it: "designs from £50".
  {
    request:
      'Instagram post for our tattoo studio: flash day on Sunday 12 January, walk-ins only, designs from £50',
    subject: 'flash day',
    facts: [/Designs (?:are available|start) from £50/, 'Walk-ins only', 'Sunday 12 January'],
    never: [/Get it from £50/],
  },
  // What the poster learned is the post's topic, never news of learning.
  {
    request: 'LinkedIn post reflecting on what we learned from our first year running a coffee roastery',
    subject: 'what we learned from our first year running a coffee roastery',
    never: [/first year running\.|update on our first year|reflecting/],
  },
  // A part of the premises closed is no "we", and the business welcomes no one back.
  {
    request: 'Facebook post: our car park will be closed on Monday for resurfacing',
    subject: 'car park',
    facts: ['Our car park will be closed on Monday for resurfacing.'],
    never: [/We will be closed|An update from our car park|welcome you back/],
  },
  // A count, a kind and an -s word ending the piece are one thing counted.
  {
    request: 'Instagram post for our nail salon: £35 for gel with 2 feature nails',
    subject: 'nail salon',
    facts: ['2 feature nails', '£35'],
    never: [/Featuring 2 feature\./],
  },
  // Hours written as one word after a day are spelled out, and "Save the date:" later in a request is a kicker.
  {
    request: 'Come along to our craft fair. Save the date: Sunday 10am-2pm',
    subject: 'craft fair',
    facts: ['Sunday from 10am to 2pm'],
    never: [/Save the date\./, /10am-2pm/],
  },
  // Signing up "for the spring term" opens as it does without "the", and readers are asked to sign up there.
  {
    request:
      'Facebook post for our dance school: enrolment for the spring term is now open, classes for ages 4 to 16',
    subject: 'enrolment for the spring term',
    facts: ['enrolment for the spring term is now open', 'ages 4 to 16', 'dance school'],
    never: [/check out the enrolment|The enrolment, right here|deserves your attention|Find it at/],
  },
  // A market moving indoors is a notice about the market; "indoors" is no thing.
  {
    request:
      'Facebook post: the Christmas market is moving indoors to the town hall because of the weather forecast',
    subject: 'Christmas market',
    never: [/our indoors|#MovingIndoors/],
  },
  // Goods named before selling out are the headline, and what comes next is told as written.
  {
    request: 'Instagram post: our pumpkin spice cookies sold out in 2 hours, more coming Thursday',
    subject: 'pumpkin spice cookies sold out in 2 hours',
    facts: ['More coming Thursday.'],
    never: [/Dates:|^On Thursday\./m, /Heads up/],
  },
  // The team met "behind our cafe" keeps where it works.
  {
    request: 'Instagram post: meet the team behind our cafe, this is Jess our head barista',
    subject: 'the team behind our cafe',
    facts: ['This is Jess our head barista.'],
    never: [/deserves your attention|check out the team/],
  },
  // Whatever a business hosts is an occasion; free is its entry, and hours after a day run "from … to".
  {
    request:
      'Facebook post: our village hall is hosting a free repair cafe on Saturday 10am to 1pm, bring your broken toasters and torn jeans',
    subject: 'free repair cafe',
    facts: ['Saturday from 10am to 1pm', 'village hall', 'Bring your broken toasters and torn jeans.'],
    never: [/Plus, get a free repair cafe|also on offer|deserves your attention/],
  },
  // A first month at half price is the reader's, for whoever gets it.
  {
    request: 'post for our gym: new members get their first month half price in January',
    subject: 'gym',
    facts: ['half price on your first month for new members', 'January'],
    never: [/now on sale|just got easier to love/],
  },
  // Something free the business gives is a treat from it; how and by when it is earned stays with it.
  {
    request:
      'Instagram post for our bike shop: free safety check with every service booked before the end of March',
    subject: 'bike shop',
    facts: ['free safety check with every service booked before the end of March'],
    never: [/also on offer|in March|Plus, get|sign to check out|deserves your attention/],
  },
  // A discount that names a sale is part of its name; the part of a month is kept with it.
  {
    request: 'our 20% off sale runs until the end of January',
    subject: '20% off sale',
    facts: ['until the end of January'],
    never: [/sale runs|#SaleRuns|in January|off sale until/],
  },
  // What happens at an occasion, after "where we", is told as the poster's plan.
  {
    request: 'tweet about our live stream tonight at 8pm where we answer your skincare questions',
    subject: 'live stream',
    facts: ["We'll answer your skincare questions.", 'tonight at 8pm'],
    never: [/sign to check out|deserves your attention/],
  },
  // A hook that gives the discount with what it is on has told the offer.
  {
    request: 'Instagram post: our autumn candle collection is now 30% off, while stocks last',
    subject: 'autumn candle collection',
    facts: ['30% off', 'while stocks last'],
    never: [/stocks last!\s+(?:Take|Get|Enjoy) 30% off/],
  },
  // Services are booked, never picked off a shelf.
  {
    request: 'Instagram post for our florist: wedding consultations now available on Saturdays, book online',
    subject: 'wedding consultations',
    facts: ['wedding consultations are now available on Saturdays', 'Book online.'],
    never: [/while stocks last|Which one will you pick|Come and find yours|Find them at/],
  },
  // Only the business itself is "we"; a thing it runs is named.
  {
    request:
      'Facebook post for our charity: our Christmas toy appeal is open, drop off new unwrapped toys at the library until 18 December',
    subject: 'Christmas toy appeal',
    facts: [
      'Our Christmas toy appeal is open',
      'Drop off new unwrapped toys at the library until 18 December.',
    ],
    never: [/We are open/],
  },
  // What someone will be doing on a stage is an appearance to catch.
  {
    request:
      'LinkedIn post: our CEO Dana Hughes will be speaking on a panel about AI in retail at NRF in New York',
    subject: 'CEO Dana Hughes',
    facts: ['will be speaking on a panel about AI in retail at NRF in New York'],
    never: [/Introducing|Meet our CEO|Say hello to|experience with/],
  },
  // A sale for the poster's birthday celebrates it.
  {
    request:
      "tweet: it's our 3rd birthday today! thank you for all the love, 15% off everything with code BDAY3",
    subject: '3rd birthday',
    facts: ['15% off everything', 'BDAY3', 'Thank you for all the love.'],
    never: [/at our 3rd birthday|Treat yourself/],
  },
  // What someone hired will do is told to them.
  {
    request:
      "LinkedIn post: we're looking for a freelance copywriter to help with our website relaunch, remote, 3 months",
    subject: 'freelance copywriter',
    facts: ["You'll help with our website relaunch.", 'Remote', '3 months'],
    never: [/Featuring our website|Expect our website/],
  },
  {
    request: "we're hiring a part-time barista to join our team in Leeds",
    subject: 'part-time barista',
    facts: ["You'll join our team in Leeds."],
  },
  // The occasion an offer holds on goes with it, and "launch night" names an occasion, no launch.
  {
    request:
      'Instagram post for our brewery: our new winter porter is on tap from Friday, 10% off pints on launch night',
    subject: 'winter porter',
    facts: ['10% off pints on launch night', 'on tap from Friday'],
    never: [/#Night\b/],
  },
  // Growth a business counts is news, never a discount.
  {
    request: 'LinkedIn post thanking our clients for a record year, we grew 40% in 2026',
    subject: 'our clients',
    facts: ['Thank you for a record year.', 'We grew 40% in 2026.'],
    never: [/(?:Take|Get|Enjoy) 40% off/],
  },
  // A demo is an occasion; free is its entry.
  {
    request:
      'Facebook post for our garden centre: free wreath-making demo this Sunday at 11am, no booking needed',
    subject: 'wreath-making demo',
    facts: ['this Sunday at 11am', 'No booking needed.', 'garden centre'],
    never: [/Get free wreath|is on us/],
  },
  // A notice's sentence after a colon keeps its subject in lower case.
  {
    request: 'Facebook post: reminder that bin collections change over Christmas, check the council website',
    subject: /bin collections/i,
    facts: ['Check the council website.'],
    never: [/: Bin collections/],
  },
  // "who" after a name is the name.
  {
    request: 'Instagram caption for a photo of our sourdough starter, Doug, who turns 5 this week',
    subject: 'Doug',
    facts: ['Doug turns 5 this week.'],
    never: [/Who turns/],
  },
  // How long the poster spent somewhere, before their news, leads it.
  {
    request: "LinkedIn post: after 12 years in banking I've launched my own financial coaching business",
    subject: 'financial coaching business',
    facts: ["After 12 years in banking I've launched my own financial coaching business."],
    tags: ['#FinancialCoachingBusiness'],
    never: [/the banking|#Own/],
  },
  // A word that may be a noun, before a plural and a state, names its kind; a sum the reader picks is chosen.
  {
    request:
      'Instagram post for our pottery studio: gift vouchers now available for Christmas, any amount from £20',
    subject: 'gift vouchers',
    facts: ['gift vouchers are now available for Christmas', 'any amount from £20'],
    never: [/Any amount (?:is available|starts)|sign to check out/],
  },
  // A business that is somewhere is found there, no occasion to join.
  {
    request: "Instagram post for our ice cream van: we'll be at Brighton seafront every weekend this summer",
    subject: 'ice cream van',
    facts: ['every weekend this summer', 'Brighton seafront'],
    never: [/Join us for our ice cream van|Don't miss our ice cream van|van runs/],
  },
  // A giveaway told in the poster's words opens as one and wishes luck.
  {
    request: "tweet: we're giving away a £50 voucher, follow us and retweet to enter, winner picked Friday",
    subject: /giving away a £50 voucher/,
    facts: ['Follow us and retweet to enter.', 'Winner picked Friday.'],
    never: [/made this possible|without our team/],
  },
  // Whatever a post shows is a scene, with the people at work in it.
  {
    request: 'Instagram post showing our barista team making latte art',
    subject: 'our barista team making latte art',
    tags: ['#BaristaTeam', '#LatteArt'],
    never: [/A little love for|check out|deserves your attention|#BaristaTeamMaking/],
  },
  // People said to be needed are wanted; what is provided is a note, never the subject.
  {
    request:
      'Facebook post for our community garden: volunteers needed every Sunday morning, tools and tea provided',
    subject: 'community garden',
    facts: ['Tools and tea provided.', 'every Sunday morning'],
    never: [/tools and tea (?:deserve|needs)|check out tools|#Tools/],
  },
  // An occasion that returns is news of its return.
  {
    request:
      'Instagram post for our gin distillery: tours are back from March, £25 per person including tasting',
    subject: 'tours',
    facts: ['tours are back from March', '£25 per person including tasting'],
    never: [/invited to tours|Join us for tours|Don't miss tours/],
  },
  // Orders that close on a date are a deadline to act on.
  {
    request:
      'Instagram post for our bakery: Christmas cake orders close on 15 December, order in store or online',
    subject: 'Christmas cake orders',
    facts: ['Christmas cake orders close on 15 December', 'Order in store or online.'],
    never: [/Mark your calendar|check out|right here/],
  },
  // What a business joins is never its own.
  {
    request:
      'LinkedIn post: proud to share that our startup Leafy has joined the Google for Startups accelerator',
    subject: 'Leafy',
    facts: ['joined the Google for Startups accelerator'],
    never: [/Leafy's Google/],
  },
  // A collection asks readers to give; it is no milestone.
  {
    request:
      "Facebook post: we're collecting warm coats for the homeless shelter until 20 December, drop off at reception",
    subject: /collecting warm coats/,
    facts: ['Drop off at reception.', '20 December'],
    never: [/made this possible|without our team|only the beginning|Big news/],
  },
  // A season of the poster's podcast is a part of it, and who a guest is stays with them.
  {
    request:
      'tweet: the new season of our podcast starts Monday with guest Priya Rao, founder of Bloom Skincare',
    subject: 'new season of our podcast',
    facts: ['guest Priya Rao, founder of Bloom Skincare', 'Monday'],
    never: [/\bFounder of Bloom Skincare\./, /check out our podcast/],
  },
  // A closing that takes an object is still to come and stays as written; nobody is welcomed back to it.
  {
    request: "Instagram post: we're closing our Leeds shop at the end of the month, everything must go",
    subject: 'Leeds shop',
    facts: ['closing our Leeds shop at the end of the month', 'Everything must go.'],
    never: [/closed our Leeds shop|welcome you back/],
  },
  // Something new for a while only is here now, never coming soon.
  {
    request: 'Instagram post for our cafe: try our new pumpkin spice cheesecake, only this month',
    subject: 'pumpkin spice cheesecake',
    facts: ['only this month'],
    never: [/Coming soon|almost here|on its way/],
  },
  // A request said politely is still one, and a part of the premises closed is open again.
  {
    request:
      'Facebook post: the leisure centre car park is closed this weekend for resurfacing, please park at the school',
    subject: 'car park',
    facts: ['Please park at the school.'],
    never: [/(?:Find it|Available|Look for it) at the school|welcome you back/],
  },
  // A recommendation asked for is asked directly.
  {
    request: 'LinkedIn post asking my network for recommendations for a good bookkeeper in Bristol',
    subject: 'Can you recommend a good bookkeeper in Bristol?',
    never: [/my network in Bristol|thoughts on my network/],
  },
  // Someone new who joins is welcomed.
  {
    request: 'Instagram post: our new puppy Bella has joined the salon team, come and say hi',
    subject: 'Bella',
    facts: ['Our new puppy Bella has joined the salon team.', 'Come and say hi.'],
    never: [/big day for|something to celebrate|made this possible/],
  },
  // A list after "with" is one extra, whole; so is a second thing after "and".
  {
    request:
      'Facebook post inviting the community to our summer fete on 28 June, with a tombola, cake stall and dog show',
    subject: 'summer fete',
    facts: ['a tombola, cake stall and dog show', '28 June'],
    never: [/^Cake stall and dog show\./m],
  },
  {
    request: 'tweet: our winter menu launches tomorrow with a new mushroom pie and mulled cider',
    subject: 'winter menu',
    facts: ['a new mushroom pie and mulled cider', 'tomorrow'],
  },
  // "being" between a thing and where it is only links them; the business is found there on the day.
  {
    request: 'tweet about our food truck being at the farmers market this Saturday 9-1',
    subject: 'food truck',
    facts: ['this Saturday 9-1', 'the farmers market'],
    never: [/truck being/i, '#FoodTruckBeing', /sign to check out|deserves your attention|Made with care/],
  },
  {
    request: 'tweet: our food truck will be at the farmers market this Saturday 9-1',
    subject: 'food truck',
    facts: ['Our food truck will be at the farmers market this Saturday 9-1.'],
    never: [/sign to check out|deserves your attention|Made with care/],
  },
  // A yearly day named for a weekday is the date, as Black Friday is.
  {
    request: 'post for Small Business Saturday, shop local, 15% off everything in store',
    subject: /15% off everything/,
    facts: ['on Small Business Saturday', 'Shop local.'],
    never: [/at Small Business\b/, /Small Business\./],
  },
  // A holiday before the format names the post's occasion; the post is never what it is about.
  {
    request: 'Black Friday post for our animal rescue charity, every donation is doubled today',
    subject: 'animal rescue charity',
    facts: ['Every donation is doubled today.'],
    never: [/Friday post/, '#Black'],
  },
  // What a business is introducing or adding is the news, told as new.
  {
    request:
      'announce that our yoga studio is adding a 6am sunrise class every Tuesday and Thursday starting next week',
    subject: '6am sunrise class',
    facts: ['every Tuesday and Thursday, starting next week'],
    never: [/It is (?:introducing|adding)/, /our yoga studio\./],
  },
  {
    request: 'our yoga studio is introducing a sunrise class',
    subject: 'sunrise class',
    never: [/It is introducing/, /Join us for/],
  },
  // The name a new thing is called goes with it; it is no maker's.
  {
    request: 'our candle shop just launched a Christmas scent called Frosted Pine, limited edition',
    subject: 'Christmas scent called Frosted Pine',
    facts: ['Limited edition.'],
    tags: ['#FrostedPine'],
    never: [/Pine's/],
  },
  // A bake sale is an occasion to come to; what it raises money for is where the money goes.
  {
    request: 'announce our charity bake sale raising money for the local animal shelter on 12 December',
    subject: 'charity bake sale',
    facts: ['All money raised goes to the local animal shelter.', '12 December'],
    tags: ['#LocalAnimalShelter'],
    never: [/launches|arrives|try it|raised money|RaisingMoney|#Money/],
  },
  // A plural right after a bare "in" is things, no town; an episode alone is no tag.
  {
    request: 'new episode of my gardening podcast is out, all about growing tomatoes in pots',
    subject: 'episode of my gardening podcast',
    facts: ['All about growing tomatoes in pots.'],
    tags: ['#GardeningPodcast'],
    never: ['Pots', '#Episode'],
  },
  // A season before a described noun names a kind of session; a length is its own sentence, said of them all.
  {
    request: 'autumn mini sessions in the park, 20 minutes, 5 edited photos, £75',
    subject: 'autumn mini sessions',
    facts: ['Each one runs for 20 minutes.', '5 edited photos.', '£75', 'the park'],
    tags: ['#AutumnMiniSessions'],
    never: [/It runs|minutes, 5|See you autumn|: autumn/],
  },
  // What a price buys is the subject when nothing else is named; its price is then told alone.
  {
    request: 'new vegan brownies, £3 each',
    subject: 'vegan brownies',
    facts: ['£3 each'],
    never: [/latest post/, /New vegan brownies (?:are|:)/],
  },
  {
    request: 'gel manicures now $25',
    subject: 'gel manicures',
    facts: ['$25'],
    never: [/latest post/],
  },
  // A price after a piece that ends on a verb ("are in,") is still the price.
  {
    request: 'Instagram post for our bath bomb shop: new lavender and honey bath bombs are in, £4.50 each',
    subject: 'lavender and honey bath bombs',
    facts: ['£4.50 each', 'our bath bomb shop'],
  },
  // Whoever is "offering" is the poster; what they offer is the post's.
  {
    request: 'photographer offering autumn mini sessions in the park, 20 minutes, 5 edited photos, £75',
    subject: 'autumn mini sessions',
    facts: ['Each one runs for 20 minutes.', '£75'],
    never: [/photographer offering|check out the photographer|PhotographerOffering/i],
  },
  // A deadline is told whole, as a notice to act on; what it is for tags it.
  {
    request: 'post reminding followers that the last day for Christmas delivery orders is 18 December',
    subject: 'last day for Christmas delivery orders',
    facts: ['the last day for Christmas delivery orders is 18 December.'],
    tags: ['#ChristmasDeliveryOrders'],
    never: [/Meet Christmas|They are 18|sign to check out/],
  },
  {
    request: 'the deadline for wedding cake orders is 1 March',
    subject: 'deadline for wedding cake orders',
    facts: ['the deadline for wedding cake orders is 1 March.'],
    tags: ['#WeddingCakeOrders'],
    never: ['#Deadline', /this one's for you/],
  },
  // A club meets on its days; its first session free is a way in, no sale.
  {
    request: 'promote our kids coding club, Saturdays 10-12, ages 8-12, first session free',
    subject: 'kids coding club',
    facts: ['Saturdays 10-12', /first session/, 'ages 8-12'],
    never: [/on sale|treat|Stock up|Come and find|Where to find/i],
  },
  // The "New" of a holiday's name says nothing is new.
  {
    request: 'post for our gym: New Year offer, no joining fee if you sign up before 31 January',
    subject: 'New Year offer',
    facts: ['No joining fee if you sign up before 31 January.', 'our gym'],
    never: [/new Year|finally here|Introducing/],
  },
  // Places running out are the news, whoever has them.
  {
    request: 'our dog walking business has two spots left for weekday walks in Headingley',
    subject: 'two spots left for weekday walks',
    tags: ['#WeekdayWalks', '#Headingley'],
    never: [/deserves your attention|sign to check out|Two spots, right here/],
  },
  // Hours a business will keep are news of its opening.
  {
    request: 'announce that our bookshop will be open late every Thursday until 8pm in December',
    subject: 'bookshop',
    facts: ['will be open late every Thursday until 8pm in December'],
    never: [/Something new|Meet our bookshop|It will be open|Which one will you pick|yours/],
  },
  // "showing" between the business and what the clip shows is a verb; "most" stays with what it grades.
  {
    request: "TikTok for my nail salon showing this week's most requested design, chrome french tips",
    subject: 'most requested design',
    facts: ['Chrome French tips.'],
    never: [/salon showing|SalonShowing|the requested design/i],
  },
  // A service that is down is a notice, after an apology too.
  {
    request: 'tweet: sorry, the online shop is down for maintenance tonight from 10pm to midnight',
    subject: 'online shop',
    facts: ['The online shop is down for maintenance tonight from 10pm to midnight.'],
    never: [/deserves your attention|sign to check out|A little love|Made with care/],
  },
  // A reminder is the post's format; a business going cash-free is a notice.
  {
    request: 'a reminder that our café is cash-free from Monday, cards and phone payments only',
    subject: 'café',
    facts: ['cash-free from Monday', 'Cards and phone payments only.'],
    never: [/the reminder|sign to check out|deserves your attention/],
  },
  // The dish, not the town.
  {
    request:
      'post for our vegan restaurant: try our new mushroom wellington, available until the end of January',
    subject: 'mushroom wellington',
    facts: ['until the end of January', 'our vegan restaurant'],
    never: [/mushroom Wellington|in Wellington/],
  },
  // What was being done when it was learned stays in the title.
  {
    request: 'LinkedIn post about 5 things I learned launching a podcast',
    subject: '5 things I learned launching a podcast',
  },
  // A word for an occasion after a noun is the occasion, whatever the tagger reads.
  {
    request:
      'LinkedIn post inviting HR leaders to our free breakfast roundtable on hybrid working, 12 March, London',
    subject: 'free breakfast roundtable on hybrid working',
    facts: ['12 March', 'London', 'HR leaders'],
    tags: ['#BreakfastRoundtable'],
  },
  // People sought to join are asked to come forward; no milestone to thank a team for.
  {
    request: "Facebook post for our community choir: we're recruiting tenors and basses, no auditions",
    subject: /recruiting tenors and basses/,
    facts: ['No auditions.'],
    never: [/made this possible|without our team|only the beginning|Big news/],
  },
  // "let customers know" frames a notice.
  {
    request: 'let customers know our phone lines are closed on Boxing Day but online orders are still open',
    subject: 'phone lines',
    facts: [/phone lines are closed on Boxing Day/],
    never: [/A little love|sign to check out|deserve your attention|Made with care/],
  },
  // A piece the request asks keeps its question mark.
  {
    request: "TikTok of our barista's latte art challenge, can you guess the design?",
    subject: "barista's latte art challenge",
    facts: ['Can you guess the design?'],
  },
  // What the reader shows to get a discount is its condition, nothing on sale.
  {
    request: 'promote our student discount, 15% off with a valid student card',
    subject: 'student discount',
    facts: ['15% off with a valid student card'],
    never: [/deals on a valid/],
  },
  // "we're a family-run butcher": a group saying what it is names its business, whatever the word.
  {
    request: "we're a family-run butcher in Ludlow, promote our Christmas meat boxes, order by 20 December",
    subject: 'Christmas meat boxes',
    facts: ['Ludlow', 'Order by 20 December.'],
    never: [/the family-run butcher/],
  },
  // A person who runs an occasion leads it; they are no place to find it at.
  {
    request: 'our yoga teacher Priya is running a beginners workshop this Saturday at 2pm, £20',
    subject: /yoga teacher Priya/,
    facts: ['beginners workshop this Saturday at 2pm', '£20'],
    never: [/at our yoga teacher/],
  },
  // A thing that "can be pre-ordered" is open for orders: told as its state, with a call to order.
  {
    request:
      "Instagram post for our florist in Bath: Valentine's bouquets can be pre-ordered now, delivery on Feb 14",
    subject: "Valentine's bouquets",
    facts: ['can be pre-ordered now', 'Delivery on Feb 14', 'our florist in Bath', /Pre-order yours today/],
    tags: ['#ValentinesBouquets', '#Bath'],
    never: ['something to celebrate', 'Come and find yours', /see it for yourself/],
  },
  {
    request: 'Instagram post: our Christmas hampers can now be ordered online',
    subject: 'our Christmas hampers',
    facts: ['can now be ordered online', /Order yours today/],
    tags: ['#ChristmasHampers'],
    never: ['#NewPost', '#ComingSoon', 'Come and find yours', "Don't forget"],
  },
  {
    request: "Instagram post: pre-order our Valentine's bouquets now",
    subject: "pre-order our Valentine's bouquets now",
    never: ['deserve your attention', 'Made with care'],
  },
  // "nonprofit" names the business; the verb after it is its deed.
  {
    request:
      'LinkedIn post sharing that our nonprofit planted 5,000 trees in Kenya this year with help from volunteers',
    subject: 'our nonprofit',
    facts: ['planted 5,000 trees in Kenya this year with help from volunteers'],
    tags: ['#Kenya'],
    never: ['Introducing', 'launching', '#Planted', 'nonprofit planted 5,000 trees.'],
  },
  // The maker of a work stays with it; a cookbook is read.
  {
    request:
      'Instagram caption for a new vegan cookbook by chef Maya Ortiz, out March 3, preorders get a signed copy',
    subject: 'vegan cookbook by chef Maya Ortiz',
    facts: ['March 3', 'Preorders get a signed copy', /read it/],
    tags: ['#VeganCookbook', '#MayaOrtiz'],
    never: ['welcome', 'try it'],
  },
  // How quickly a tutorial teaches is part of its topic.
  {
    request: 'TikTok caption for a quick tutorial on how to braid your hair in 60 seconds',
    subject: 'quick tutorial on braiding your hair in 60 seconds',
    tags: ['#QuickTutorial'],
  },
  {
    request: 'tweet announcing our podcast episode 42 with guest Dr. Lena Fischer on sleep science',
    subject: 'podcast episode 42',
    facts: ['Dr. Lena Fischer', 'sleep science'],
    never: ['try it'],
  },
  // A group that makes things is no venue: its single is its own, and comes out on the platforms named.
  {
    request:
      'Instagram post for our band The Velvet Hours: new single Midnight Drive out Friday on all streaming platforms',
    subject: 'our new single Midnight Drive',
    facts: ['Friday', 'Available on all streaming platforms', /hear it/],
    tags: ['#MidnightDrive', '#VelvetHours'],
    never: ['Join us', 'Midnight,', 'at our band', /^\d\. \S+ Single/m, 'try it'],
  },
  // What a tool is for, and the language it is written in, stay with it.
  {
    request: 'tweet about our new open-source library for parsing PDFs in Rust, v1.0 out today on GitHub',
    subject: 'open-source library for parsing PDFs in Rust',
    facts: ['V1.0 out today on GitHub'],
    tags: ['#OpenSourceLibrary'],
    never: ['Available in Rust', 'Find it in Rust', 'at Rust'],
  },
  {
    request: 'write a TikTok caption for a day in the life of a nurse on night shift',
    subject: 'a day in the life of a nurse on night shift',
    tags: ['#DayInTheLife'],
    never: [/on night\./],
  },
  // The deed of the people thanked is said to them.
  {
    request:
      'LinkedIn post thanking our 200 beta users for their feedback before the public launch on 1 April',
    subject: '200 beta users',
    facts: ['Thank you for your feedback before the public launch on 1 April'],
    never: ['their feedback'],
  },
  {
    request:
      'Facebook post for our primary school: the Christmas play is on 16 December at 2pm in the main hall, parents welcome',
    subject: 'Christmas play',
    facts: ['16 December at 2pm', 'main hall', /Parents welcome/i],
    never: ['deserves your attention', 'Made with care', 'check out'],
  },
  // A home an agency lists is told as a listing: where it is, what it comes with, its price as agents write it.
  {
    request:
      'caption for our real estate agency: 3-bedroom family home with garden in Bristol, just listed, viewings this weekend',
    subject: '3-bedroom family home with garden in Bristol',
    facts: ['Just listed', 'Viewings this weekend'],
    tags: ['#FamilyHome', '#Bristol'],
    never: ['It viewings', 'Come and see us', 'Made with care', 'Just listed: a', 'Expect garden'],
  },
  {
    request: 'Instagram post: 2-bed flat to rent in Leeds city centre, £950 a month, available from 1 March',
    subject: '2-bed flat in Leeds city centre',
    facts: ['Rent: £950 a month', 'Available from 1 March'],
    never: ['Yours for', 'at Leeds city centre', 'Made with care'],
  },
  {
    request:
      'Facebook post for our estate agency: charming cottage for sale in the Cotswolds, offers over £450,000',
    subject: 'charming cottage in the Cotswolds',
    facts: ['Offers over £450,000'],
    tags: ['#CharmingCottage', '#Cotswolds'],
    never: ['for sale', 'Yours for', '#Sale', 'at the Cotswolds'],
  },
  // Prefixed verbs of ordering ask readers to order.
  {
    request: 'Instagram post: pre-order your Christmas hamper now',
    subject: /pre-order your Christmas hamper now/i,
    tags: ['#ChristmasHamper'],
  },
  // What a price includes may end on a word the tagger takes for a verb; the list still ends there.
  {
    request:
      'Instagram caption for our pottery class: learn to throw your first bowl, Saturdays 2-4pm, £35 including clay and firing',
    subject: 'our pottery class',
    facts: ['£35 including clay and firing', 'Saturdays', /Learn to throw your first bowl/],
    tags: ['#PotteryClass'],
  },
  {
    request: 'Instagram caption: tickets £35 including dinner and drinks',
    subject: /tickets/i,
    facts: ['£35 including dinner and drinks'],
  },
  // What the poster is now doing, after a label of their business, is its news: never a reminder.
  {
    request: "post for our dental clinic: we're now accepting new NHS patients in Cardiff",
    subject: /we're now accepting new NHS patients in Cardiff/,
    tags: ['#Cardiff'],
    never: ["Don't forget", 'A friendly reminder', 'now is accepting'],
  },
  // Goods that have arrived are in stock: told as their state, at the place that has them.
  {
    request:
      'Facebook post for our garden centre: Christmas trees have arrived, Nordmann firs from £45, free netting',
    subject: 'Christmas trees',
    facts: ['Christmas trees have arrived', 'our garden centre', 'Nordmann firs', '£45', 'Free netting'],
    tags: ['#ChristmasTrees'],
    never: ['Say hello to', 'long time in the making', 'This is your sign', 'Made with care'],
  },
  {
    request: 'Instagram post: our autumn knitwear has landed',
    subject: 'our autumn knitwear',
    facts: ['our autumn knitwear has landed'],
    never: ['A little love', 'Made with care'],
  },
  // An occasion with no places left is no invitation: thanks, and what comes next.
  {
    request: 'Instagram post for our bakery: sourdough masterclass sold out, new dates added for March',
    subject: /sourdough masterclass/i,
    facts: ['sold out', 'New dates added for March'],
    never: ['Join us for', "Don't miss", "You're invited", 'Come along to'],
  },
  // A giveaway's closing date is when its entries close.
  {
    request:
      "tweet: we're giving away 3 copies of our new board game Castle Quest, retweet and follow to enter, ends Sunday",
    subject: /giving away 3 copies of our new board game Castle Quest/i,
    facts: ['Retweet and follow to enter', 'Entries close Sunday'],
    tags: ['#CastleQuest'],
    never: ['Available until Sunday', 'Mark your calendar', 'happens until'],
  },
  // A look back is told as one, with the year it looks back to.
  {
    request: 'Instagram caption for a throwback photo of our first market stall in 2015',
    subject: 'our first market stall',
    facts: [/Throwback to our first market stall in 2015|in 2015/],
    tags: ['#Throwback'],
    never: ['throwback photo', 'This is your sign', 'Made with care'],
  },
  // What the poster's people did is their deed; the marathon is no thing of the poster's.
  {
    request: 'LinkedIn post: our team ran the Berlin Marathon and raised €8,000 for Save the Children',
    subject: /our team ran the Berlin Marathon and raised €8,000 for Save the Children/i,
    tags: ['#BerlinMarathon', '#SaveTheChildren'],
    never: ['our Berlin Marathon', /#Save\b/],
  },
  // The poster's own birthday is celebrated, never wished to readers.
  {
    request: 'tweet: happy 1st birthday to our app Budgetly! thank you to our 50k users',
    subject: 'Happy 1st birthday to our app Budgetly!',
    tags: ['#Budgetly'],
    never: ['Wishing you and yours', "We hope it's a great one"],
  },
  // What a business helped someone do is a verb ("cut"), and no part of a tag.
  {
    request:
      'LinkedIn post about our case study: how we helped a logistics company cut delivery costs by 18%',
    subject: /case study/i,
    facts: ['How we helped a logistics company cut delivery costs by 18%'],
    tags: ['#CaseStudy', '#DeliveryCosts'],
    never: ['#LogisticsCompanyCutDeliveryCosts'],
  },
  // A service that "will be down" is a notice.
  {
    request: 'tweet: our website will be down for maintenance tonight from 11pm to 2am',
    subject: 'our website',
    facts: ['will be down for maintenance tonight from 11pm to 2am'],
    never: ['A little love', 'Made with care', 'This is your sign', 'deserves your attention'],
  },
  // Staff are people an offer is for, though named after their employer.
  {
    request: 'Instagram post for our bike shop: free bike check for NHS staff all of February',
    subject: 'our bike shop',
    facts: ['free bike check for NHS staff', 'February'],
    never: ['waiting at NHS', 'from NHS'],
  },
  // "book" after a date asks readers to book; how they book is no place.
  {
    request: 'post for our car wash in Dublin: full valet €40, this week book online and save 10%',
    subject: /our car wash/i,
    facts: ['book online and save 10%', '€40', 'Dublin'],
    never: ['the book', 'Dublin and online'],
  },
  // Someone else's years at a company are told of them, never as theirs in the poster's voice.
  {
    request: "LinkedIn post celebrating our colleague Dan Webb's 20 years at the company",
    subject: 'our colleague Dan Webb marks 20 years at the company',
    tags: ['#DanWebb'],
    never: ["Dan Webb's:", 'my colleague', 'I could not', '#ColleagueDanWebb'],
  },
  // The poster opening a place of their own is their news, with the hiring it brings.
  {
    request: "LinkedIn post: we're opening our first office in Singapore next month and we're hiring",
    subject: /we're opening our first office in Singapore next month/i,
    tags: ['#Singapore'],
    never: ['looking for our first office', 'Mark your calendar'],
  },
  {
    request: "LinkedIn post: we're opening our first office in Singapore next month",
    subject: /we're opening our first office in Singapore next month/i,
    never: ['Introducing our first office', 'it arrives'],
  },
  // A brand is no place to find things at; a part of a tag never starts on a lone letter.
  {
    request: 'Instagram post for our skincare brand Glow Lab: our vitamin C serum is back in stock',
    subject: 'our vitamin C serum',
    facts: ['back in stock'],
    tags: ['#VitaminCSerum', '#GlowLab'],
    never: ['at our skincare brand', '#CSerum'],
  },
  {
    request:
      'Facebook post inviting families to our free pumpkin carving workshop at Greenfield Library on 31 October at 3pm',
    subject: 'free pumpkin carving workshop',
    facts: ['Greenfield Library', '31 October at 3pm', /families/i],
    tags: ['#PumpkinCarvingWorkshop', '#GreenfieldLibrary'],
    never: [/Where to find|Come and find|Look out for/],
  },
  {
    request:
      'instagram caption for my handmade silver rings, new collection drops Friday at 7pm, free shipping over $50',
    subject: 'new collection of handmade silver rings',
    facts: [/\bmy new collection\b/i, 'Friday at 7pm', 'free shipping over $50'],
    tags: ['#SilverRings'],
    never: [/the new collection\b/i, /free shipping\.$/m],
  },
  {
    request: 'LinkedIn post sharing 5 lessons from bootstrapping our SaaS to $1M ARR',
    subject: '5 lessons from bootstrapping our SaaS to $1M ARR',
    facts: ['What would you add?'],
    tags: ['#SaaS'],
    never: ['Try it this week', 'Small changes add up'],
  },
  {
    request: 'Instagram caption about our vintage denim jackets restock, sizes XS to XL',
    subject: 'vintage denim jackets',
    facts: ['our vintage denim jackets are back in stock', 'sizes XS to XL'],
    tags: ['#VintageDenimJackets'],
    never: [/^\S+ (?:A little love|This is your sign|Here's why)/m],
  },
  // A date right after a deal's price says how long the deal lasts; nothing launches then.
  {
    request:
      'Instagram post for our ice cream parlour in Whitstable: new salted caramel flavour, 2 scoops for £4 all week',
    subject: 'salted caramel flavour',
    facts: ['2 scoops for £4 all week', 'ice cream parlour in Whitstable'],
    tags: ['#SaltedCaramelFlavour', '#Whitstable'],
    never: [/from all week|launches all week|All week, it/i],
  },
  // A discount that names a sale is had in it; a business's anniversary is told from its people.
  {
    request: 'Instagram post celebrating 3 years of our plant shop in Bristol with a 20% off weekend sale',
    subject: 'plant shop',
    facts: ['20% off in our weekend sale', 'in Bristol'],
    tags: ['#PlantShop', '#Bristol'],
    never: [/off weekend sale|All in Bristol|It happened in/],
  },
  {
    request: 'our 20% off summer sale runs until the end of January',
    subject: 'our 20% off summer sale',
    facts: ['until the end of January'],
    never: [/off summer sale until|the summer sale|in our summer sale/],
  },
  // The day a sale starts is where it runs from.
  {
    request: 'Instagram post: our 30% off winter sale starts Friday',
    subject: 'our 30% off winter sale',
    facts: ['from Friday'],
    never: [/on Friday|off winter sale on/],
  },
  // The money a lettered round is of stays with it; what the round is for is a sentence of its own.
  {
    request: 'LinkedIn post announcing our Series A of $12M led by Accel to expand into Europe',
    subject: 'Series A of $12M',
    facts: ['led by Accel', 'It will help us expand into Europe.'],
    tags: ['#SeriesA', '#Accel'],
    never: [/Yours for|All for|Just \$12M|Find (?:us|it) in Europe|Come and see us|launching/i],
  },
  // An age range after people is how old they are; a range of days before a month is spelled out.
  {
    request:
      'Facebook post for our summer football camp for kids ages 6-12, 4-8 August, £95 per child, book at the link',
    subject: 'summer football camp',
    facts: ['kids ages 6-12', 'from 4 to 8 August', '£95 per child', 'Book at the link.'],
    tags: ['#SummerFootballCamp'],
    never: [/at 6-12|at 4-8/],
  },
  // A discount told of the poster's business is on what it sells.
  {
    request: 'Instagram caption for our hair salon: bring a friend and you both get 15% off this month',
    subject: 'hair salon',
    facts: ['Bring a friend and you both get 15% off this month.'],
    tags: ['#HairSalon'],
    never: [/15% off our hair salon|now on sale|Stock up/],
  },
  // People honoured as a group, then named, are congratulated by name.
  {
    request: 'Facebook post congratulating the winners of our photo competition, Sarah Lee and Tom Park',
    subject: /Sarah Lee and Tom Park/,
    facts: ['Congratulations to Sarah Lee and Tom Park, the winners of our photo competition!'],
    tags: ['#PhotoCompetition'],
    never: [/^Sarah Lee and Tom Park\.$/m, /it's official|partners|#TomPark/],
  },
  // A poster's new job is a personal chapter, looked forward to.
  {
    request: "LinkedIn post: I'm starting a new role as marketing director at Fernleaf Foods next Monday",
    subject: /new role as marketing director/,
    facts: ['Fernleaf Foods', 'next Monday', /can't wait to get started|helped me get here|what comes next/],
    tags: ['#FernleafFoods'],
    never: [/without my team|How are you approaching this/],
  },
  // A last day for orders asks for them.
  {
    request:
      'tweet reminding customers that our online shop closes for orders on 20 December for Christmas delivery',
    subject: /online shop/,
    facts: ['on 20 December', /Get your orders in before then|Don't leave it too late/],
    never: [/welcome you back|patience/],
  },
  // A case study is told by the story it tells.
  {
    request: 'LinkedIn post about our case study: how we helped GreenCart reduce delivery costs by 30%',
    subject: /case study/i,
    facts: ['how we helped GreenCart reduce delivery costs by 30%'],
    tags: ['#CaseStudy', '#GreenCart'],
    never: [/more than ever|experience with our case study|changed how we think/],
  },
  // The work someone is hired for stays with them; it is no place to join.
  {
    request: "LinkedIn post: we're looking for a freelance video editor for a 3-month project, remote, DM me",
    subject: 'freelance video editor for a 3-month project',
    facts: ['Remote.', 'DM me.'],
    tags: ['#FreelanceVideoEditor'],
    never: [/at our 3-month project|with a 3-month project in mind|Built for a 3-month/],
  },
  // An episode is heard.
  {
    request: "tweet about our podcast's 100th episode with guest Simone Biles, out now on Spotify",
    subject: "podcast's 100th episode",
    facts: ['Simone Biles', /out now on Spotify/i],
    never: ['see it for yourself'],
  },
  // What the reader must do for a discount stays with it.
  {
    request:
      'Instagram caption for my wedding photography business, booking 2027 dates now, 10% off if you book before January',
    subject: /wedding photography business/,
    facts: ['10% off if you book before January', /booking 2027 dates now/i],
    never: [/10% off before January|Available before January/],
  },
  // News of the team itself thanks no team of its own.
  {
    request: 'LinkedIn post sharing that our team planted 2,000 trees with Ecologi this year',
    subject: /our team|We planted/i,
    facts: [/planted 2,000 trees with Ecologi this year/],
    tags: ['#Ecologi'],
    never: [/a moment we will remember|without our team/],
  },
  // A new discount is an offer to take, told as new; it is no product made with care.
  {
    request: 'Instagram post: new student discount, 20% off with a valid student ID at our Camden store',
    subject: /student discount/,
    facts: [/our new student discount/, '20% off with a valid student ID', 'Camden store'],
    tags: ['#StudentDiscount'],
    never: [/Made with care|to try it|Opening offer|to celebrate|long time in the making/],
  },
  // A range of days before a month starts on its first day.
  {
    request: 'Instagram post announcing our summer pop-up at Selfridges from 1 to 14 July',
    subject: 'summer pop-up',
    facts: [/1 to 14 July/, 'Selfridges'],
    tags: ['#SummerPopUp', '#Selfridges'],
    never: [/on 14 July|: 14 July/],
  },
  // Goods that "are in" are in stock; someone else's new novel makes nothing of the poster's new.
  {
    request:
      "Instagram post for our bookshop: signed copies of Zadie Smith's new novel are in, only 30 available",
    subject: "signed copies of Zadie Smith's new novel",
    facts: ["signed copies of Zadie Smith's new novel are in", 'Only 30 available.', 'our bookshop'],
    tags: ['#SignedCopies', '#ZadieSmith'],
    never: [/Made with care|to try them|long time in the making|Meet signed|Just in: .* are in|pick\?/],
  },
  // "RT" is a command to repost, no topic.
  {
    request:
      "tweet: we're giving away 3 annual memberships, RT and follow to enter, winners announced Friday",
    subject: /3 annual memberships/,
    facts: ['RT and follow to enter.', /Winners announced Friday/i],
    tags: ['#AnnualMemberships'],
    never: ['#RT'],
  },
  // "pick your own" opening a piece names the picking, an occasion at the farm shop.
  {
    request: 'Facebook post for our farm shop: pick your own strawberries from this weekend, £4 per punnet',
    subject: /pick-your-own strawberries/i,
    facts: ['from this weekend', '£4 per punnet', 'our farm shop'],
    tags: ['#PickYourOwnStrawberries', '#FarmShop'],
    never: [/deserves your attention|A little love for our farm shop|sign to check out our farm shop/],
  },
  // A business's hours are a notice of when it is open.
  {
    request: "Instagram caption for our barber shop's new opening hours: Monday to Saturday 9am-7pm",
    subject: /barber shop/,
    facts: ['From now on, our barber shop is open Monday to Saturday 9am-7pm.'],
    tags: ['#BarberShop', '#OpeningHours'],
    never: [/invited|Join us|Save the date|See you from|Bring a friend/],
  },
  {
    request: 'Instagram post: our winter opening hours are 10am-4pm, Wednesday to Sunday',
    subject: /winter opening hours|this winter/i,
    facts: [/This winter, we're open 10am to 4pm/],
    never: [/invited|Join us|Save the date/],
  },
  // An age range after a thing a piece of its own names is told with that thing, open end and all.
  {
    request:
      'Facebook post for our dance school: open day on Saturday 6 September, free taster classes for ages 4 and up',
    subject: 'open day',
    facts: ['Free taster classes for ages 4 and up.', 'Saturday 6 September', 'our dance school'],
    tags: ['#OpenDay', '#DanceSchool'],
    never: [/For ages 4\./],
  },
  // "dark mode" is one name; all users a thing rolls out to are no audience.
  {
    request: 'tweet about our new dark mode feature, rolling out to all users this week',
    subject: 'dark mode feature',
    facts: [/Rolling out to all users this week/i],
    tags: ['#DarkModeFeature'],
    never: ['#ModeFeature', /Perfect for users|Made for users|Users, this one/],
  },
  // Someone of the poster's speaking somewhere is an appearance to come to; a capitalised "Week" after a name
  // ends the name.
  {
    request:
      'LinkedIn post: our CTO Daniel Okafor is speaking on a panel about AI safety at the London Tech Week on 10 June',
    subject: /CTO Daniel Okafor/,
    facts: ['10 June', 'AI safety'],
    tags: ['#DanielOkafor', '#LondonTechWeek'],
    never: [/Say hello to|Introducing our CTO|experience with our CTO|#LondonTech(?![A-Za-z])/],
  },
  // Prizes are won, not a verb, and whom they go to is no audience.
  {
    request:
      'Facebook post for our pub quiz every Wednesday at 8pm, teams of up to 6, £2 per person, prizes for the winners',
    subject: 'pub quiz',
    facts: ['Prizes for the winners.', 'every Wednesday at 8pm', '£2 per person', 'Teams of up to 6.'],
    tags: ['#PubQuiz'],
    never: [/all winners|Winners, we|It prizes/],
  },
  // A sum the reader picks is no tag.
  {
    request:
      'Instagram post for my pottery studio: Christmas gift vouchers now available, any amount from £20',
    subject: /Christmas gift vouchers/,
    facts: ['any amount from £20', 'my pottery studio'],
    tags: ['#ChristmasGiftVouchers'],
    never: ['#Amount'],
  },
  // A sale in its last hours is a last chance, its end said once.
  {
    request: 'tweet: our summer sale ends tonight at midnight, last chance for 50% off',
    subject: 'our summer sale',
    facts: [/ends tonight at midnight/, '50% off'],
    never: [/is on!|until tonight at midnight/],
  },
  // Praise joined to a participle describes; a name joined by "&" is not cut inside.
  {
    request: 'Instagram post for our candle shop: our best-selling Fig & Cedar candle is back in stock',
    subject: /Fig & Cedar candle/,
    facts: [/back in stock/],
    tags: ['#FigAndCedar', '#CandleShop'],
    never: [/#BestSelling(?![A-Za-z])|#CedarCandle/],
  },
  // Leaving to start one's own business is a new chapter, looked forward to.
  {
    request: "LinkedIn post: after 12 years at Deloitte, I'm leaving to start my own consultancy",
    subject: /leaving to start my own consultancy/,
    facts: ['after 12 years at Deloitte', /can't wait to get started|helped me get here|what comes next/],
    tags: ['#Deloitte'],
    never: [/without my team|made this possible/],
  },
  // An animal that needs a quiet home is up for adoption.
  {
    request:
      'Facebook post for our animal rescue: Bella, a 3 year old lurcher, needs a quiet home with no cats',
    subject: 'Bella',
    facts: ['3 year old lurcher', 'Bella needs a quiet home with no cats.'],
    tags: ['#Bella'],
    never: [/Introducing Bella|so excited about this one|Tell your friends/],
  },
  // A people's word before a business describes it; it is no name to tag apart.
  {
    request: 'Instagram post for our Mexican restaurant: taco Tuesday is back, 3 tacos for £10',
    subject: /Taco Tuesday/,
    facts: ['3 tacos for £10', 'Mexican restaurant'],
    tags: ['#TacoTuesday', '#MexicanRestaurant'],
    never: [/#Mexican(?![A-Za-z])/],
  },
  // A deal that is a command already is said as written.
  {
    request:
      'Instagram post for our juice bar in Brighton: new green detox juice, buy one get one half price this week',
    subject: /green detox juice/,
    facts: [/buy one get one half price/i],
    never: [/Grab buy/],
  },
  // A person's "who" tells their deed, said of them.
  {
    request: 'LinkedIn post celebrating our intern Sam, who just accepted a full-time offer with us',
    subject: /our intern Sam/i,
    facts: ['Our intern Sam just accepted a full-time offer with us.'],
    tags: ['#FullTimeOffer'],
    never: [/^Who just/m, /a moment we will remember|without our team/],
  },
  // A list of what a verb takes runs over its commas; what is said to be absent is no tag.
  {
    request: 'Instagram post: our cafe now offers oat, almond and soy milk at no extra cost',
    subject: /cafe/,
    facts: ['our cafe now offers oat, almond and soy milk at no extra cost'],
    tags: ['#SoyMilk'],
    never: [/offers oat\.|^Almond/m, '#ExtraCost'],
  },
  // A headline of what the poster now takes is the poster's news, with a call to book.
  {
    request: 'Instagram post for my nail salon: now taking bookings for gel extensions, first set 20% off',
    subject: /I'm now taking bookings for gel extensions/,
    facts: ['20% off your first set', 'my nail salon', /Book your spot today|Send me a message to book/],
    tags: ['#NailSalon', '#GelExtensions'],
    never: [/at taking bookings|From all of me|without my team|^My nail salon\.$/m],
  },
  {
    request: 'Facebook post for our bakery: now taking orders for Christmas cakes',
    subject: /we're now taking orders for Christmas cakes/i,
    facts: [/Get in touch today|Send us a message to order|Get your order in early/],
    never: ['Spaces go fast'],
    tags: ['#ChristmasCakes'],
  },
  // A thing "is here" or "is out" is its state, told once.
  {
    request: 'Instagram caption: our autumn candle collection is here, pumpkin chai and smoked vanilla',
    subject: 'autumn candle collection',
    facts: ['our autumn candle collection is here', 'Pumpkin chai and smoked vanilla.'],
    tags: ['#AutumnCandleCollection'],
    never: [/New here: .* is here|A little love for|sign to check out/],
  },
  // A version with its number is a release named by it; "CLI" after "our" is no Roman number.
  {
    request: 'tweet: version 3.0 of our CLI is out, with faster builds and a new plugin system',
    subject: 'version 3.0 of our CLI',
    facts: ['version 3.0 of our CLI is out', 'faster builds and a new plugin system'],
    tags: ['#PluginSystem'],
    never: [/the version|the new plugin system is|stocks last|pick\?|^3\.0/m],
  },
  // A customer's words are quoted and thanked for; they are no goods and no tag.
  {
    request: 'instagram caption for a customer review: "best sourdough in town" - thank you Emma!',
    subject: /“Best sourdough in town\.”/,
    facts: ['Thank you, Emma.'],
    tags: ['#CustomerReview'],
    never: [/check out|deserves your attention|A little love|#BestSourdough/],
  },
  {
    request:
      'LinkedIn post sharing a testimonial from our client Northwind: "The team delivered ahead of schedule and under budget"',
    subject: /“The team delivered ahead of schedule and under budget\.”/,
    facts: ['From our client Northwind.'],
    never: [/From the testimonial/],
  },
  // The time left is the post's urgency, with what readers have that long to do.
  {
    request: 'tweet: 24 hours left to grab our Cyber Monday bundle, 40% off all courses',
    subject: 'our Cyber Monday bundle',
    facts: ['24 hours left to grab our Cyber Monday bundle', '40% off all courses'],
    tags: ['#CyberMondayBundle'],
    never: [/easier to love|now on sale|Stock up/],
  },
  // A lone noun counted out by "every" is no tag; a country's possessive is the country.
  {
    request: "LinkedIn post: we've partnered with Oxfam to donate 1% of every sale this December",
    subject: /partnered with Oxfam/,
    facts: ['donate 1% of every sale this December'],
    tags: ['#Oxfam'],
    never: [/#Sale(?![A-Za-z])/],
  },
  {
    request: "LinkedIn post: proud to share that we've been named one of the UK's best small employers 2026",
    subject: /named one of the UK's best small employers 2026/,
    tags: ['#UK'],
    never: ['#UKs'],
  },
  // A challenge is an occasion to join, no goods made with care.
  {
    request:
      'Facebook post for our library: summer reading challenge for kids starts 20 July, sign up at the front desk',
    subject: /summer reading challenge/,
    facts: ['20 July', 'Sign up at the front desk.', 'our library'],
    tags: ['#SummerReadingChallenge'],
    never: [/Made with care|see it for yourself|sign to check out/],
  },
  // A market stall somewhere is found there.
  {
    request: 'Instagram post: our Christmas market stall is at Covent Garden 1-24 December, come find us',
    subject: 'Christmas market stall',
    facts: ['Covent Garden', '1-24 December'],
    tags: ['#ChristmasMarketStall', '#CoventGarden'],
    never: [/Made with care|sign to check out|deserves your attention/],
  },
  // "chippy" is the business, whose closure is a notice.
  {
    request: 'Facebook post: our chippy will be closed next week for refurbishment, back on 10 June',
    subject: /chippy/,
    facts: [/closed next week for refurbishment/, 'Back on 10 June.'],
    never: [/check out the refurbishment|Mark your calendar/],
  },
  // Money a hire is offered is its salary.
  {
    request: "tweet: we're hiring! senior React developer, fully remote, £70k",
    subject: 'senior React developer',
    facts: ['Salary: £70k.', 'Fully remote.'],
    never: [/Yours for|All for|Just £70k/],
  },
  // Something made to be watched or read is shared as available; it changed nobody's thinking.
  {
    request: 'LinkedIn post about our webinar recording on SEO for small businesses, watch it free',
    subject: 'webinar recording',
    facts: ['Watch it free.', /small businesses/],
    tags: ['#WebinarRecording', '#SEO'],
    never: [/A few thoughts on|matters more than ever|changed how we think|consistent work compounds/],
  },
  // People of an age doing something free are the offer, as written.
  {
    request:
      'Instagram post for our ice rink in Nottingham: skating sessions every evening this December, kids under 5 skate free',
    subject: 'skating sessions',
    facts: [/kids under 5 skate free/i, 'every evening this December', 'Nottingham'],
    tags: ['#SkatingSessions', '#IceRink'],
    never: [/Try kids|skate is free|skate is on us/],
  },
  // An alert names the kind of news; what readers can now do is the news.
  {
    request: 'tweet: new feature alert, you can now export your invoices as PDF',
    subject: /you can now export your invoices as PDF/i,
    never: [/feature alert\b(?!\w)|Say hello to your invoices/],
  },
  {
    request: 'instagram post: restock alert, our linen shirts in sage and sand are back',
    subject: /linen shirts/,
    facts: ['our linen shirts in sage and sand are back'],
    tags: ['#LinenShirts'],
    never: [/A little love|Made with care|#Sand/],
  },
  // A time-lapse is the clip; what it shows is the subject.
  {
    request: 'TikTok caption for a time-lapse of our mural on Brick Lane',
    subject: 'our mural',
    tags: ['#Mural', '#BrickLane'],
    never: [/time-?lapse of our mural|our time/i],
  },
  // A business that "is 10 today" turns 10.
  {
    request: 'Instagram post: our bakery is 10 today! free cupcake with every coffee all day',
    subject: /bakery|We turn 10/,
    facts: [/turns? 10 today/, 'free cupcake with every coffee'],
    never: [/Good news from our bakery|is 10 today/],
  },
  // People asked to apply are wished luck, not thanked for their hands.
  {
    request:
      'LinkedIn post inviting founders to apply for our accelerator programme, applications close 15 May',
    subject: /apply for our accelerator programme/,
    facts: ['Applications close 15 May.'],
    never: [/pair of hands|Bring a friend/],
  },
  // Work being done on what customers use is a notice; its date, told in the sentence, is not told again.
  {
    request: 'tweet: our servers are being upgraded this Sunday 2am-4am, expect short outages',
    subject: /servers/,
    facts: ['Our servers are being upgraded this Sunday 2am-4am.', 'Expect short outages.'],
    never: [/check out our servers|Made with care|Dates: this Sunday/],
  },
  // "who joins from Salesforce" after a name is said of the whole name.
  {
    request: 'LinkedIn post welcoming our new head of sales, Marcus Reid, who joins from Salesforce',
    subject: /Marcus Reid/,
    facts: ['Marcus Reid joins from Salesforce.'],
    never: [/^Reid joins/m],
  },
  // Music played live is a performance to come to, named bare.
  {
    request:
      'Instagram post for our tapas bar in Seville: live flamenco every Friday night from 9pm, free entry',
    subject: /live flamenco/i,
    facts: ['every Friday night from 9pm', /free entry/i, 'Seville'],
    tags: ['#LiveFlamenco'],
    never: [/the live flamenco|Good news from|Something special is waiting at the/],
  },
  // "book fair" is an occasion, not a call to book; what is taken as payment is a line of its own.
  {
    request:
      'Facebook post for our primary school: book fair in the hall all next week, cards and cash accepted',
    subject: /book fair/,
    facts: ['Cards and cash accepted.', 'all next week'],
    tags: ['#BookFair'],
    never: [/check out cards|cards and cash deserve/i, '#Cards'],
  },
  // A paper size and money raised are no tags.
  {
    request: 'Instagram caption for my watercolour prints of Cornish harbours, A4 and A3 sizes, from £25',
    subject: /watercolour prints of Cornish harbours/,
    facts: ['from £25', /A4 and A3 sizes/],
    tags: ['#WatercolourPrints'],
    never: [/#A4(?![A-Za-z])|#A3Sizes/],
  },
  {
    request:
      "Facebook post: we're raising money for Great Ormond Street, bake sale at the school gates on Friday 3pm",
    subject: /raising money for Great Ormond Street/,
    facts: [/bake sale at the school gates/i],
    tags: ['#GreatOrmondStreet'],
    never: ['#Money'],
  },
  // A report before a colon is the subject; what follows is what it found.
  {
    request: 'LinkedIn post sharing our 2026 impact report: 40 tonnes of CO2 saved and 120 trees planted',
    subject: /2026 impact report/,
    facts: ['40 tonnes of CO2 saved and 120 trees planted.'],
    tags: ['#ImpactReport'],
    never: [/launching 40 tonnes|introduce 40 tonnes/],
  },
  // A date right after a verb ends at its comma; a pop-up that closes asks readers to come before it goes.
  {
    request: 'instagram post: our pop-up shop in Shoreditch closes this Sunday, everything 30% off',
    subject: /pop-up shop/,
    facts: ['closes this Sunday', '30% off everything'],
    tags: ['#PopUpShop', '#Shoreditch'],
    never: [/Sunday, everything|#SundayEverything|welcome you back/],
  },
  // A dot joined to the word after it opens a domain; something launched free is the news, no side offer.
  {
    request: "tweet: we've launched a free plan for students, sign up with your .edu email",
    subject: /free plan/,
    facts: ["We've launched a free plan for students.", 'Sign up with your .edu email.'],
    never: [/Sign up with your\.|Edu email|Plus, get a free plan|also on offer/],
  },
  // What research found is its news.
  {
    request: 'LinkedIn post: our report finds 62% of UK freelancers plan to raise their rates in 2027',
    subject: /report/,
    facts: [/our report finds 62% of UK freelancers plan to raise their rates in 2027/i],
    never: [/Something useful for your week|without our team|milestone worth sharing for our report/],
  },
  // A preposition the tagger swept into a date ends it: the launch keeps its day.
  {
    request: 'Instagram post: our new menu launches next Thursday with 8 new small plates',
    subject: 'new menu',
    facts: ['next Thursday', '8 new small plates'],
    never: [/It's here: our new menu|Our new menu is finally here/],
  },
  // The poster's new hours are their news, told with a welcome.
  {
    request: "tweet: we're now open on Sundays 10am-4pm",
    subject: /we're now open on Sundays 10am-4pm/,
    never: [/without our team|made this possible|only the beginning/],
  },
  // A named thing with "the" is nobody's to own.
  {
    request: "LinkedIn post: excited to share that we've joined the Google for Startups Accelerator",
    subject: /Google for Startups Accelerator/,
    facts: ["We've joined the Google for Startups Accelerator."],
    never: [/our Google for Startups/],
  },
  // A programme's name is one thing, and an occasion to join.
  {
    request: 'Facebook post for our running club: couch to 5k starts 4 May, free, all abilities welcome',
    subject: /couch-to-5k/i,
    facts: ['4 May', 'All abilities welcome.'],
    never: [/our couch\b(?!-)|#Couch(?![A-Za-z-])/],
  },
  // A prize given away is the giveaway's; "a year of" says how much, not when.
  {
    request: "tweet: we're giving away a year of free coffee, follow and retweet to enter, ends Sunday",
    subject: /a year of free coffee/,
    facts: ['Entries close Sunday.', 'Follow and retweet to enter.'],
    never: [/a year of\.|Available until Sunday/],
  },
  // A sale that starts on a day still to come is coming, not on.
  {
    request: 'tweet: our summer sale starts tomorrow at 9am, up to 50% off',
    subject: 'our summer sale',
    facts: ['from tomorrow at 9am', 'up to 50% off'],
    never: [/is on!|It's here/],
  },
  // A status the poster has gained is their news, never a thing launched.
  {
    request: "LinkedIn post: we're proud to be a certified B Corp as of today",
    subject: /As of today, we're a certified B Corp/i,
    tags: ['#BCorp'],
    never: [/Introducing certified|launching certified|It launches today/],
  },
  // Places the sentence names each are told already; money reached is a milestone, no price.
  {
    request: "LinkedIn post: we're expanding to Canada with a new team in Toronto",
    subject: /expanding to Canada with a new team in Toronto/,
    tags: ['#Canada', '#Toronto'],
    never: [/It happened in|All in Canada/],
  },
  {
    request: "LinkedIn post: we've hit £1M in annual recurring revenue, 18 months after launch",
    subject: /we've hit £1M in annual recurring revenue/i,
    facts: ['18 months after launch'],
    never: [/Spotlight on the hit|Hit is just|Yours for|Look for it/],
  },
  // An occasion held at the poster's business is come to there, never looked for like the business.
  {
    request:
      'Instagram post for our bakery in Leeds: sourdough workshop next Sunday 10am, £45 per person, all ingredients included',
    subject: 'our sourdough workshop',
    facts: ['next Sunday 10am', '£45 per person', 'All ingredients included.', 'our bakery in Leeds'],
    tags: ['#SourdoughWorkshop', '#Leeds'],
    never: [/Come and find|Look out for|Where to find/],
  },
  // What a guest speaks on goes with them and the release.
  {
    request: 'tweet: our podcast episode with Dr Maya Chen on sleep science is out now',
    subject: 'our podcast episode',
    facts: ['our podcast episode with Dr Maya Chen on sleep science is out now'],
    tags: ['#PodcastEpisode'],
    never: [/deserves your attention|Made with care/],
  },
  // A name and then the role they take is a newcomer welcomed in that role.
  {
    request: 'Instagram post: meet Sam, our new head chef, who trained in Lyon',
    subject: /Sam/,
    facts: ['Please welcome Sam, our new head chef.', 'Sam trained in Lyon.'],
    tags: ['#HeadChef', '#Lyon'],
    never: [/^Our new head chef\.$/m, /something to celebrate|it's official|Who trained/i],
  },
  // "now open on Mondays" after the business is its news; a fish and chip shop is one shop.
  {
    request: 'FACEBOOK POST FOR OUR FISH AND CHIP SHOP, NOW OPEN ON MONDAYS',
    subject: /our fish and chip shop/i,
    facts: ['our fish and chip shop is now open on Mondays'],
    never: [/chip shop (?:are|deserve)\b/, /see them/],
  },
  {
    request: 'Facebook post for our bakery now open on Mondays',
    subject: 'our bakery',
    facts: ['our bakery is now open on Mondays'],
    never: [/bakery now open/],
  },
  // A customer's photo shows off the goods in it and thanks them; the photo is no product to launch.
  {
    request:
      'Instagram caption for a customer photo of our linen dress in olive, thank you @sarahjwrites for sharing',
    subject: 'our linen dress in olive',
    facts: ['Thank you @sarahjwrites for sharing.'],
    tags: ['#LinenDress'],
    never: [/customer photo of|finally here|Introducing|Available in olive/i],
  },
  // Two days before a month are one date, both kept.
  {
    request:
      'instagram post announcing our pop-up at Spitalfields Market on 6 and 7 December with festive gift boxes',
    subject: 'our pop-up',
    facts: ['6 and 7 December', 'Spitalfields Market', 'festive gift boxes'],
    never: [/(?<!6 and )7 December/],
  },
  // What goods come in, counted or weighed, is no hashtag.
  {
    request:
      'tweet for our coffee roastery: new Ethiopian single origin, notes of blueberry and jasmine, 250g bags £12',
    subject: 'our new Ethiopian single origin',
    facts: ['Notes of blueberry and jasmine.', '£12'],
    tags: ['#EthiopianSingleOrigin'],
    never: ['#Bags'],
  },
  // A count before a unit left singular ("6 week") says how long the thing lasts; "starting June 3" runs from then.
  {
    request:
      "write an instagram caption for our gym's 6 week summer shred challenge starting June 3, spaces limited",
    subject: "our gym's 6 week summer shred challenge",
    facts: ['June 3', 'Spaces limited.'],
    tags: ['#SummerShredChallenge'],
    never: [/week summer,|starting June 3/, /check out our gym\b/],
  },
  // What follows a partner's name tells of the collab, not of the partner.
  {
    request: 'tweet about our new collab with Oatly: a limited edition oat latte at all our London stores',
    subject: 'our new collab with Oatly',
    facts: ['A limited edition oat latte at all our London stores.'],
    never: ['Oatly is a'],
  },
  // A drive collects what readers give.
  {
    request:
      "Facebook post for our charity's winter coat drive, drop off at any of our 3 shops until 15 December",
    subject: "our charity's winter coat drive",
    facts: ['Drop off at any of our 3 shops until 15 December.'],
    never: [/Bring a friend|Join us for|see you there/i],
  },
  // "4 our" is texting's "for our"; a spaced dash sets the business apart as a colon does; "taco tuesday" is a
  // weekly occasion's name, capitalised.
  {
    request: 'insta post 4 our taqueria in Austin - taco tuesday is back!! $2 tacos all day 🌮',
    subject: /Taco Tuesday/,
    facts: ['$2 tacos all day', 'our taqueria in Austin', /Taco Tuesday is back/],
    tags: ['#TacoTuesday', '#Austin'],
    never: [/check out our taqueria|deserves your attention/, 'taco tuesday'],
  },
  // Research goes "into" its topic; a partnership starts work together and is no result to be proud of.
  {
    request:
      "LinkedIn post: we're thrilled to announce our partnership with the University of Leeds on a 3-year research project into soil health",
    subject: 'our partnership with the University of Leeds on a 3-year research project into soil health',
    tags: ['#SoilHealth', '#UniversityOfLeeds'],
    never: [/proud of the result|launching our partnership/],
  },
  // The poster's business named and then its news in a sentence of its own: the sentence is the news.
  {
    request:
      "instagram caption for our florist, wedding season is here and we're booking for 2027, DM us for a consultation",
    subject: 'our florist',
    facts: [/Wedding season is here/, /we're booking for 2027/i, 'DM us for a consultation.'],
    never: [/deserves your attention|check out our florist|A little love|it's official|Proud moment/],
  },
  // A day in the life is a format: the day is shown, and "the life" is no place.
  {
    request: 'tiktok caption for our day in the life as a small candle business owner',
    subject: 'a day in the life of a small candle business owner',
    tags: ['#DayInTheLife', '#CandleBusinessOwner'],
    never: [/at the life|check out|#Life\b|#DayLife/],
  },
  // A piece named with its title is published under it.
  {
    request: 'tweet: new blog post - how to price your freelance design work, link in bio',
    subject: 'our new blog post',
    facts: [/How to price your freelance design work/, 'Link in bio.'],
    never: [/the new blog post|Introducing|Made with care/],
  },
  {
    request: 'LinkedIn post: our latest newsletter is out, 5 lessons from our first year of remote work',
    subject: 'our latest newsletter',
    facts: ['5 lessons from our first year of remote work'],
    never: [/What is your experience with our|launching|our new newsletter/],
  },
  // "moves to" a place after a thing is its verb: a move is a notice.
  {
    request:
      'facebook post: the Oakwood farmers market moves to the church car park from this Sunday while the square is resurfaced',
    subject: /the Oakwood farmers market/i,
    facts: [
      'the Oakwood farmers market moves to the church car park from this Sunday while the square is resurfaced',
    ],
    tags: ['#OakwoodFarmersMarket'],
    never: [/market moves (?:deserve|,)|#OakwoodFarmersMarketMoves|check out/],
  },
  // Goods whose state follows them after a comma are the post's subject, found at the business.
  {
    request: 'instagram post for our barbershop, gift vouchers available for christmas, from £20',
    subject: /gift vouchers/i,
    facts: ['our barbershop', 'from £20', /available for Christmas/],
    tags: ['#GiftVouchers'],
    never: [/check out our barbershop|A little love|Get it from/],
  },
  // A name's season is a programme to come to; a price after people is theirs.
  {
    request: 'tweet for our cinema: Studio Ghibli season all of January, tickets £8, members £6',
    subject: /Studio Ghibli season/,
    facts: ['£6 for members', '£8', 'January'],
    tags: ['#StudioGhibliSeason'],
    never: ['Members £6', /check out/],
  },
  // The day a birthday's offer holds is told with it.
  {
    request: 'Facebook post: Happy 10th birthday to our cafe! free cake with every coffee this saturday',
    subject: /Happy 10th birthday to our cafe/,
    facts: [/free cake with every coffee this Saturday/i],
  },
  // A phrase of time that opens a sentence ends where the speaker comes in, comma or not.
  {
    request:
      "linkedin post: after 12 years at Deloitte I'm starting my own consultancy, Northstar Advisory, helping SMEs with tax",
    subject: /my own consultancy,? Northstar Advisory/,
    facts: [/after 12 years at Deloitte,? I'm starting my own consultancy/i, 'helping SMEs with tax'],
    tags: ['#NorthstarAdvisory'],
    never: [/at Deloitte\.|Available at|Look for it/],
  },
  // In advice, "this summer" is when the advice holds, part of its title.
  {
    request: 'Instagram caption: 5 ways to style a white shirt this summer',
    subject: '5 ways to style a white shirt this summer',
    never: [/Mark your calendar|It all happens/],
  },
  // A graduation celebrates those who finished; "class graduation" is no name.
  {
    request: 'tiktok caption for our puppy training class graduation, so proud of these good boys and girls',
    subject: /our puppy training class/i,
    facts: ['Proud of these good boys and girls.'],
    never: [/Class Graduation|check out|deserves your attention|A little love/],
  },
  // The poster's own round is news of its closing, told once in a sentence.
  {
    request: 'LinkedIn post announcing our Series B of $40M led by Accel to expand into the US',
    subject: 'our Series B of $40M',
    facts: [/we've closed our Series B of \$40M, led by Accel/i, 'It will help us expand into the US.'],
    tags: ['#SeriesB', '#Accel'],
    never: [/Series B of \$40M\.\s+(?:We've closed )?Our Series B/i, /^Our Series B of \$40M, led/m],
  },
  // A deal that rewards buying several is the offer, on the business's goods.
  {
    request: 'post for our nail salon: book 3 appointments and get the 4th free',
    subject: 'our nail salon',
    facts: [/book 3 appointments and get the 4th free/i],
    never: [/check out our nail salon|deserves your attention|A little love|now on sale/],
  },
  // A piece after a how-to title is a note of its own.
  {
    request: 'Instagram reel caption: how we make our croissants from scratch, 72 hours from start to finish',
    subject: 'how we make our croissants from scratch',
    facts: ['72 hours from start to finish.'],
  },
  // What is said of the subject may be a notice; a notice from the poster's own place sends no one there.
  {
    request:
      'tweet from our council: bin collections will be a day late next week because of the bank holiday',
    subject: /bin collections/i,
    facts: ['Bin collections will be a day late next week because of the bank holiday.'],
    never: [/check out|deserve your attention|at our council|right here/],
  },
  // An occasion dated by its month after the business and a comma is the subject, held there; "14-16 March" runs
  // from the 14th to the 16th.
  {
    request:
      'Instagram post for our bridal boutique in Dublin, trunk show with designer Emma Beaumont 14-16 March, appointments only',
    subject: 'our trunk show',
    facts: ['14 to 16 March', 'our bridal boutique in Dublin', 'Emma Beaumont', 'Appointments only.'],
    tags: ['#TrunkShow', '#Dublin'],
    never: [/check out our bridal boutique|in March/],
  },
  // What a milestone counts is no hashtag.
  {
    request: 'post celebrating our 1000th order, thank you for supporting a tiny business 💛',
    subject: 'our 1000th order',
    facts: ['Thank you for supporting a tiny business.'],
    never: ['#Order'],
  },
  // People the poster looks for are the post's call; the app they would test is named with them.
  {
    request: "tweet: we're looking for beta testers for our new budgeting app, DM us if you're interested",
    subject: 'our new budgeting app',
    facts: [/we're looking for beta testers for our new budgeting app/i, "DM us if you're interested."],
    tags: ['#BetaTesters'],
    never: [/finally here|Introducing|Meet our new|Calling all new members/],
  },
  // Where a service now goes is the business's news.
  {
    request:
      'facebook post for our dog walking business in Bristol: now covering Clifton and Redland, first walk half price',
    subject: 'our dog walking business',
    facts: ["We're now covering Clifton and Redland.", /half price on your first walk/i, 'Bristol'],
    tags: ['#Clifton'],
    never: [/from covering|Something special|Find it in/],
  },
  // Someone named turning a count of years has a birthday, wished to them.
  {
    request: 'tweet: our sourdough starter Gerald turns 10 this week 🎂',
    subject: /our sourdough starter Gerald/i,
    facts: [/Gerald turns 10 this week/],
    never: [/without our team|made this possible|Proud moment/],
  },
  // A sneak peek shows what it is of.
  {
    request: 'Instagram post: sneak peek of our spring collection, launching 1 March',
    subject: 'our spring collection',
    facts: ['1 March'],
    tags: ['#SpringCollection'],
    never: [/\bpeek\b/i, '#Peek'],
  },
  // Thanks to a handle are thanks to them: no article, no crowd.
  {
    request: 'tweet: huge thanks to @greenleafcoffee for the collab, our Ethiopian blend sold out in 2 days',
    subject: '@greenleafcoffee',
    facts: ['Thank you for the collab.', 'Our Ethiopian blend sold out in 2 days.'],
    never: ['the @greenleafcoffee', 'huge thanks deserve', 'every one of you', /check out/],
  },
  // A starting price with nothing named is where places or prices start; nothing is "got".
  {
    request:
      'instagram post for our yoga retreat in Bali, 7 nights, all meals included, from $1,200, early bird ends 1 February',
    subject: 'our yoga retreat',
    facts: ['from $1,200', 'Early bird ends 1 February.', '7 nights, all meals included.'],
    never: ['Get it from'],
  },
  // The poster's own achievement is told in their sentence and thanks those who supported them.
  {
    request:
      "LinkedIn post: I've just passed my ACCA exams after 3 years of studying while working full time",
    subject: 'my ACCA exams',
    facts: ["I've just passed my ACCA exams after 3 years of studying while working full time."],
    never: [
      /without my team and my partners|Some news worth sharing: my ACCA exams\.|a moment I will remember/,
    ],
  },
  // A new look for the premises is shown off, not released.
  {
    request: 'caption for a photo of our new shopfront, we finally have a sign!',
    subject: 'our new shopfront',
    facts: ['We finally have a sign.'],
    never: [/Just out|Made with care|try it/],
  },
  // A standard's number stays in its tag.
  {
    request: "linkedin post: proud to announce we've achieved ISO 27001 certification",
    subject: /ISO 27001 certification/,
    tags: ['#ISO27001Certification'],
    never: [/#ISO(?!27001)/],
  },
  // "IT help" is information technology help, given free, not counted out.
  {
    request:
      'facebook post for our community centre: free IT help for over 60s every Tuesday 10-12, no need to book',
    subject: /free IT help for over 60s/i,
    facts: ['our community centre', 'every Tuesday 10-12', 'No need to book.'],
    never: [/a free IT help|check out our community centre|A little love/],
  },
  // An award the poster's agency won for a client is the agency's.
  {
    request: 'LinkedIn post about our agency winning a Drum Award for our work with Oxfam',
    subject: /our Drum Award/i,
    facts: ['Our agency won a Drum Award for our work with Oxfam.'],
    never: ["Oxfam's", 'Award award'],
  },
  // A count of the kinds a thing comes in is what it comes in; the price is the thing's.
  {
    request: 'instagram caption for our new range of hand-poured soy candles, 6 scents, £18 each',
    subject: 'our new range of hand-poured soy candles',
    facts: ['Available in 6 scents.', '£18 each'],
    never: [/6 scents (?:are|:)/],
  },
  // A move to a new way of working is news, not a move of premises; a small count in a tag is spelled.
  {
    request: "linkedin post: we're moving to a 4-day week from January and here's why",
    subject: /we're moving to a 4-day week from January/i,
    tags: ['#FourDayWeek'],
    never: [/new spot|Heads up|Please note|#NewPost/],
  },
  // What tickets are for is the occasion they are on sale for.
  {
    request: 'tweet for our theatre: tickets for our Christmas panto Cinderella are now on sale',
    subject: /tickets for our Christmas panto Cinderella/i,
    facts: [/tickets for our Christmas panto Cinderella are now on sale/i],
    never: [/check out tickets|deserve your attention|Made for our|this one's for you/],
  },
  // A clip's series asks readers to follow for its next part; a try-out for the viewer is told as one.
  {
    request: "tiktok caption: rating every croissant in Paris so you don't have to, part 3",
    subject: /rating every croissant in Paris so you don't have to/,
    facts: ['Part 3.'],
    never: [/part 2/i, /looks like/],
  },
  // When a role works is its hours, never when it is "available".
  {
    request:
      "instagram post: we're hiring a part-time barista for our cafe in Brighton, weekends only, DM us your CV",
    subject: /part-time barista/,
    facts: ['weekends only', 'our cafe in Brighton', 'DM us your CV.'],
    never: [/Available weekends|Find us weekends/],
  },
  // Something free a business gives is come for; it was not made with care.
  {
    request: 'post for our bike shop: free bike safety checks this Saturday, no appointment needed',
    subject: /free bike safety checks/i,
    facts: ['this Saturday', 'No appointment needed.'],
    never: [/Made with care|see them for yourself/],
  },
  // Lost things someone found are found: their owner is sought.
  {
    request:
      'Facebook post: lost keys on a red lanyard found outside the Co-op on High Street, message us to claim',
    subject: /lost keys on a red lanyard found outside the Co-op on High Street/i,
    facts: ['Message us to claim.'],
    never: [/keep an eye out|Can you help\?/],
  },
  // A business's hours for a while after its name are its state.
  {
    request: 'Instagram post for our gelato shop in Florence: open until midnight all summer',
    subject: 'our gelato shop',
    facts: ['our gelato shop is open until midnight all summer', 'Florence'],
    never: [/check out|deserves your attention|Find it in/],
  },
  // Tickets on sale are told as on sale, with their offer; "early bird" is one word for the price.
  {
    request: 'tweet: early bird tickets for our conference DevDays 2027 are live, 40% off until 31 March',
    subject: /early bird tickets for our conference DevDays 2027/i,
    facts: [/early bird tickets for our conference DevDays 2027 are live/i, '40% off until 31 March'],
    tags: ['#EarlyBirdTickets'],
    never: [/treat yourself|Stock up|easier to love/i],
  },
  // Where a price is paid stays with it, and is no tag.
  {
    request:
      "Facebook post for our choir: concert at St Mary's Church on Saturday 14 December at 7pm, tickets £12 on the door",
    subject: 'our concert',
    facts: ['£12 on the door', 'Saturday 14 December at 7pm'],
    never: ['#Door'],
  },
  // "gluten free" is what a thing is made without; "and it's…" starts a sentence of its own.
  {
    request: "instagram caption: our new matcha cheesecake is here and it's gluten free",
    subject: 'our new matcha cheesecake',
    facts: ["It's gluten free.", /our new matcha cheesecake is here/i],
    never: [/gluten for free|Gluten is|#Gluten/i],
  },
  // A clip's caption for a deed shows the deed.
  {
    request: 'tiktok caption for packing 200 orders after our product went viral',
    subject: 'packing 200 orders after our product went viral',
    never: [/check out|deserve your attention|A little love|part 2/],
  },
  // "end of tenancy cleans" ends nothing.
  {
    request:
      'post for our cleaning company: we now offer end of tenancy cleans across Manchester, book online',
    subject: 'our cleaning company',
    facts: [/our cleaning company now offers end of tenancy cleans across Manchester/i, 'Book online.'],
    never: [/Don't leave it too late|Grab yours|Set a reminder/],
  },
  // A service named before "now available" is the subject, at the business.
  {
    request:
      "instagram post for our plant shop: repotting service now available, bring your plant and we'll do the rest, from £5",
    subject: /repotting service/i,
    facts: [/repotting service is now available/i, 'from £5', "Bring your plant and we'll do the rest."],
    never: [/check out our plant shop|deserves your attention|A little love/],
  },
  // A championship won is a win of it.
  {
    request: 'Instagram post celebrating our barista Jake winning the UK Latte Art Championship',
    subject: /Jake/,
    facts: ["Jake's UK Latte Art Championship win", 'Our barista Jake won the UK Latte Art Championship.'],
    never: [/Jake's UK Latte Art Championship(?! win)/],
  },
  // A case study with its title is published under it.
  {
    request: 'linkedin post sharing our case study: how we helped a retailer cut returns by 30%',
    subject: 'our case study',
    facts: [/how we helped a retailer cut returns by 30%/i],
    never: [/launching|Introducing/],
  },
  // More of what ran out, coming on a date, is said with its "more".
  {
    request: "tweet for our bakery: we've sold out of hot cross buns for today, more tomorrow from 8am",
    subject: /we've sold out of hot cross buns for today/i,
    facts: ['More tomorrow from 8am.'],
    never: ['Dates:'],
  },
  // A count of things for a kind of people is a list for them, titled whole.
  {
    request: 'instagram reel: 3 easy stretches for desk workers',
    subject: '3 easy stretches for desk workers',
    never: [/check out|deserve your attention|this one's for you/],
  },
  // An age range a thing is for is told with it.
  {
    request: 'Facebook post for our riding school: summer pony camps for ages 6-12, 5 days, £250, book now',
    subject: 'summer pony camps for ages 6-12',
    facts: ['£250', 'Book now.', 'our riding school'],
    never: [/Calling all ages|Ages, we|all ages/],
  },
  // A thing picked for the month is named by the request; the month is no date.
  {
    request: 'Instagram post for our donut shop: new flavour of the month is raspberry ripple, only in March',
    subject: /flavour of the month/,
    facts: [/our new flavour of the month is raspberry ripple/i, 'only in March'],
    tags: ['#RaspberryRipple'],
    never: ['launches month', /from month|#Month/],
  },
  // Deals that start at a time run from it; "sitewide" is where the discount holds.
  {
    request: 'tweet: our Black Friday deals start at midnight, up to 60% off sitewide',
    subject: 'our Black Friday deals',
    facts: ['up to 60% off sitewide', 'from midnight'],
    never: ['off at midnight'],
  },
  // "remains open" is what the other pool does, no part of its name.
  {
    request:
      'Facebook post for our swimming pool: the main pool is closed for maintenance until Friday, the learner pool remains open',
    subject: /the main pool/i,
    facts: ['The learner pool remains open.'],
    never: ['#LearnerPoolRemains'],
  },
  // "now booking 2027 dates" is the poster's news, in the poster's voice.
  {
    request: 'instagram caption for my wedding photography business, now booking 2027 dates',
    subject: 'my wedding photography business',
    facts: ["I'm now booking 2027 dates."],
    never: [/check out|deserves your attention|A little love/],
  },
  // Newcomers welcomed as a group are welcomed by readers too.
  {
    request: 'LinkedIn post welcoming three new graduates to our engineering team',
    subject: 'three new graduates',
    facts: [/please welcome three new graduates to our engineering team/i],
    never: [/a moment we will remember|Some news worth sharing: our engineering team/],
  },
  // Something new "on tap from Friday" is launched by that sentence.
  {
    request: 'post for our craft brewery: new seasonal IPA Hop Harvest on tap from Friday',
    subject: /seasonal IPA Hop Harvest/,
    facts: [/new seasonal IPA Hop Harvest is on tap from Friday/i, 'our craft brewery'],
    tags: ['#HopHarvest'],
    never: ['#Tap', 'New here: New'],
  },
  // Longer opening hours are news to plan a visit by.
  {
    request: "tweet: we've extended our opening hours, now open until 10pm on Fridays and Saturdays",
    subject: /our opening hours/i,
    facts: [/we've extended our opening hours/i, 'Now open until 10pm on Fridays and Saturdays.'],
    never: [/it's official|something to celebrate|Proud moment/],
  },
  // Congratulations opening the content are said to the person.
  {
    request: 'instagram post for our salon: congrats to our stylist Mia on 10 years with us!',
    subject: /our stylist Mia/,
    facts: ['Congratulations to our stylist Mia on 10 years with us!'],
    never: [/check out congrats|congrats deserve/i, '#Congrats'],
  },
  // What a whitepaper is on follows its head; it is a resource.
  {
    request: 'linkedin post about our new whitepaper on AI in healthcare, free download',
    subject: /whitepaper on AI in healthcare/,
    never: [/launching|long time in the making/],
  },
  // What a free meal comes with is the deal's condition.
  {
    request: 'tweet for our pizzeria: kids eat free on Sundays with every adult main',
    subject: 'our pizzeria',
    facts: ['kids eat free on Sundays with every adult main'],
  },
  // Going cash-free is a notice of how to pay.
  {
    request: 'post announcing our shop will be cash-free from 1 January',
    subject: 'our shop',
    facts: ['We will be cash-free from 1 January.'],
    never: [/Proud moment|something to celebrate|without our team/],
  },
  // "just hit" after a thing is its deed: news of a count it reached.
  {
    request: 'tweet: our podcast just hit 100 episodes! thank you for listening',
    subject: /our podcast/i,
    facts: [/our podcast just hit 100 episodes/i, 'Thank you for listening.'],
    never: [/check out|deserve your attention|A little love|#PodcastJustHit/],
  },
  // A discount named for people is theirs, with what they show for it.
  {
    request:
      'instagram post for our barbershop in Leeds, student discount 20% off every Tuesday with valid ID',
    subject: 'our barbershop',
    facts: ['20% off for students with valid ID', 'every Tuesday', 'Leeds'],
    never: [/off student discount|valid ID\./],
  },
  // An idiom names nothing to tag.
  {
    request: 'instagram caption for our handmade earrings, each pair is one of a kind',
    subject: 'our handmade earrings',
    facts: ['Each pair is one of a kind.'],
    tags: ['#HandmadeEarrings'],
    never: ['#Kind'],
  },
  // A deed done on a past date after the business's label is the news, told as done.
  {
    request:
      "Facebook post for our dance school: our students performed at the Royal Albert Hall last night and we couldn't be prouder",
    subject: /our students/i,
    facts: [/our students performed at the Royal Albert Hall last night/i],
    never: [/See you last night|Join us last night|Save the date|Come and find|Where to find/],
  },
  // A death is shared with sorrow and thanks: no "Big news", no party emoji, no call to like it.
  {
    request:
      'Facebook post: our beloved cafe cat Biscuit passed away last week, thank you for all your kind messages',
    subject: /our beloved cafe cat Biscuit/i,
    facts: [/Biscuit passed away last week/, 'Thank you for all your kind messages.'],
    never: [/Big news|Proud moment|A big day|only the beginning|Hit like|without our team|🎉|🔥/],
  },
  // A cause the poster backs is their news, told plainly.
  {
    request:
      "LinkedIn post: we're proud to be supporting Shelter this Christmas, 10% of every sale goes to them",
    subject: /we're supporting Shelter/i,
    facts: ["This Christmas, we're supporting Shelter.", '10% of every sale goes to them.'],
    never: [/launching supporting|introduce supporting|Introducing supporting/i],
  },
  // "7 days a week" is how often a place is open, with its hours.
  {
    request: 'post for our car wash: open 7 days a week, 8am to 6pm, no booking needed',
    subject: 'our car wash',
    facts: ['our car wash is open 7 days a week, 8am to 6pm', 'No booking needed.'],
    never: [/week from 8am|Mark your calendar|stocks last|runs on 7 days/],
  },
  // A postponement that gives its new date needs no promise of one.
  {
    request: 'tweet: the 5k fun run is postponed to 3 May because of flooding on the course',
    subject: /the 5k fun run/i,
    facts: [/postponed to 3 May because of flooding on the course/],
    never: ["We'll share the new date soon."],
  },
  // "all you can eat" describes the food it offers.
  {
    request:
      'Instagram post for our sushi bar in Bristol: all you can eat sushi every Monday, £29.95 per person',
    subject: 'all-you-can-eat sushi',
    facts: ['£29.95 per person', 'every Monday', 'Bristol'],
    tags: ['#AllYouCanEatSushi'],
    never: [/check out sushi\b|#YouCanEat/],
  },
  // An occasion launched under the business's label is held there.
  {
    request:
      "Facebook post for our library: the children's summer reading challenge launches on 18 July, free to join",
    subject: /the children's summer reading challenge/i,
    facts: ['18 July', 'our library', 'Free to join.'],
  },
  // "now accepting new NHS patients" is the poster's news in their voice.
  {
    request: 'post for our dental practice: now accepting new NHS patients, call to register',
    subject: /we're now accepting new NHS patients/i,
    facts: ['Call to register.'],
    never: [/check out our dental practice|deserves your attention|A little love/],
  },
  // Singers a choir looks for are its call.
  {
    request:
      "facebook post for our community choir: we're looking for tenors and basses, rehearsals every Wednesday at 7pm in the church hall",
    subject: /we're looking for tenors and basses/i,
    facts: ['every Wednesday at 7pm', 'the church hall'],
    never: [/Come along to tenors|invited to tenors|Join us for tenors/],
  },
  // An apology is said as it is, and what comes next after it.
  {
    request: "tweet: we're sorry for the delays to orders this week, everything will ship by Friday",
    subject: /we're sorry for the delays to orders this week/i,
    facts: ['Everything will ship by Friday.'],
    never: [/check out the delays|deserve your attention|Mark your calendar|Heads up: we're sorry/],
  },
  // The role someone is welcomed in is said with them.
  {
    request: 'LinkedIn post: thrilled to welcome Dr. Leila Haddad as our new Chief Medical Officer',
    subject: /Dr\. Leila Haddad/,
    facts: ['Please welcome Dr. Leila Haddad, our new Chief Medical Officer.'],
  },
  // Thanks the poster gives in a piece of their own are said as thanks, not as a fragment ("Thanking…").
  {
    request:
      'LinkedIn post celebrating 10 years of our accounting firm Harper & Cole, thanking our clients in Leeds',
    subject: 'Harper & Cole',
    facts: ['Thank you to our clients in Leeds.', /turns? 10/],
    tags: ['#HarperAndCole', '#Leeds'],
    never: [/thanking/i],
  },
  // A thing of the poster's named by the hook is "it" in the sentence after.
  {
    request: 'tweet: our podcast just hit 100 episodes! new episode with chef Nadiya Hussain out now',
    subject: 'podcast',
    facts: ['It just hit 100 episodes.', 'chef Nadiya Hussain'],
    tags: ['#Podcast'],
    never: [/(?:celebrate\.|our podcast!) \S+ Our podcast/],
  },
  // People told something ("reminding parents that…") are whom the post speaks to.
  {
    request:
      'Facebook post reminding parents that our summer football camp in Croydon has 5 spots left, ages 7-12',
    subject: 'summer football camp',
    facts: [/^\d\. Parents, (?:our|hurry|don't)/m, '5 spots left', 'Croydon', 'Ages 7-12'],
    tags: ['#SummerFootballCamp', '#Croydon'],
    never: [/reminding/i, 'Parents, Hurry', "Parents, Don't"],
  },
  // A day-in-the-life clip written as one word is the format, and a first name alone after "in" is a place.
  {
    request: 'TikTok caption for a day-in-the-life video at my flower farm in Devon',
    subject: /day in the life at my flower farm/i,
    facts: ['Devon'],
    tags: ['#DayInTheLife', '#Devon', '#FlowerFarm'],
    never: ['#InTheLifeVideo', 'day-in-the-life video', 'Introducing Devon', 'Meet Devon'],
  },
  // A look behind the scenes with no deed shows the place or the thing; it is no shop to check out.
  {
    request: 'Instagram reel behind the scenes at our bakery in Leeds',
    subject: /behind the scenes at our bakery/i,
    facts: ['Leeds'],
    tags: ['#Bakery', '#Leeds', '#BehindTheScenes'],
    never: ['check out', 'deserves your attention', 'right here in'],
  },
  {
    request: 'behind the scenes of our new candle collection, tiktok',
    subject: /behind the scenes of our new candle collection/i,
    tags: ['#CandleCollection', '#BehindTheScenes'],
    never: ['Introducing', 'Just out'],
  },
  {
    request: 'TikTok caption for a behind-the-scenes video at my flower farm in Devon',
    subject: /behind the scenes at my flower farm/i,
    facts: ['Devon'],
    tags: ['#FlowerFarm', '#Devon'],
    never: ['Introducing Devon', 'Meet Devon', 'Say hello to Devon'],
  },
  // Goods in the plural are no business: something free comes with them, not from them.
  {
    request: 'write 2 instagram captions for my handmade leather wallets, free engraving this week only',
    subject: 'handmade leather wallets',
    facts: ['free engraving this week only'],
    tags: ['#LeatherWallets'],
    never: ['from my handmade leather wallets', 'waiting at my handmade', 'Treat yourself at'],
  },
  // One ask to share is enough: a line of colour does not ask it before the call does.
  {
    request: 'LinkedIn post announcing that we are hiring a senior data engineer, remote within the EU',
    subject: 'senior data engineer',
    facts: ['Remote within the EU.'],
    tags: ['#DataEngineer'],
    never: [/Share this with someone who would be a great fit\.\n\n(?:If this resonates|Share this)/],
  },
  // A verb's "-ing" before a weekday keeps the weekday a date: no tag of it.
  {
    request: 'Facebook post: our gym is closed on Monday for a deep clean, reopening Tuesday at 6am',
    subject: /gym|We are closed/,
    facts: ['on Monday', 'Reopening Tuesday at 6am'],
    tags: ['#Gym'],
    never: ['#ReopeningTuesday', /#\w*Tuesday/],
  },
  // A shouted "NEW IN" heads goods just arrived: they are launched, and the kicker is no note of its own.
  {
    request: 'instagram post: NEW IN!! linen shirts in 5 colours, £45, free returns',
    subject: /linen shirts/i,
    facts: ['5 colours', '£45', 'Free returns'],
    tags: ['#LinenShirts'],
    never: ['NEW IN', /little love|your sign|deserve your attention/],
  },
  // One person looked for on terms of work ("part-time") is a hire.
  {
    request:
      "Instagram caption: we're looking for a part-time barista at our Manchester coffee shop, weekends only",
    subject: 'part-time barista',
    facts: ['weekends only', 'our Manchester coffee shop', /hiring a part-time barista/],
    tags: ['#PartTimeBarista', '#Manchester'],
    never: ['invited to', 'Join us for', "Don't miss", 'our part-time barista'],
  },
  // A colleague's years with the poster are a work anniversary, thanked; a figure after "'s" is no name.
  {
    request: "Instagram post celebrating our head baker Maria's 5 years with us",
    subject: /Maria/,
    facts: ['Today our head baker Maria marks 5 years with us.'],
    tags: ['#HeadBaker'],
    never: ['#Marias5', "Maria's 5:", 'only the beginning', 'our team and our partners'],
  },
  // Taking bookings from now on asks readers to book.
  {
    request: 'instagram post for our wedding photography business: now booking 2027 dates',
    subject: /now booking 2027 dates/,
    facts: [/Book your spot today|get in early|message to book/],
    tags: ['#WeddingPhotographyBusiness'],
    never: ['made this possible', 'only the beginning', 'our team and our partners'],
  },
  // A business's post that shows something is about what it shows, at the business.
  {
    request: 'TikTok for my nail salon showing chrome nails, book via the link in bio',
    subject: /chrome nails/i,
    facts: ['my nail salon', 'Book via the link in bio.'],
    tags: ['#ChromeNails', '#NailSalon'],
    never: ['salon showing', '#NailSalonShowing', 'The chrome'],
  },
  {
    request: 'Instagram reel for our bakery showing how we shape croissants',
    subject: /how we shape croissants at our bakery/,
    never: ['bakery showing', /deserves? your attention|your sign/],
  },
  {
    request: 'post for our gym featuring our new rowing machines',
    subject: /rowing machines/,
    facts: ['our gym'],
    tags: ['#RowingMachines'],
    never: ['gym featuring', /deserves? your attention/],
  },
  // A lone unknown name set off at the end is where: no business called "Shoreditch".
  {
    request: 'post for our vintage clothing store: 50% off everything this weekend only, Shoreditch',
    subject: /vintage clothing store/,
    facts: [/in Shoreditch/, '50% off everything', 'this weekend only'],
    tags: ['#Shoreditch', '#VintageClothingStore'],
    never: ['from Shoreditch', 'at Shoreditch'],
  },
  // A range of counts ends at people counted, who are no audience.
  {
    request: 'LinkedIn post sharing 3 lessons from scaling our customer support team from 2 to 20 people',
    subject: '3 lessons from scaling our customer support team from 2 to 20 people',
    tags: ['#CustomerSupportTeam'],
    never: ['Built for 20 people', /in mind/],
  },
  // The text of a story is its format.
  {
    request: "Instagram story text for our cafe's pumpkin spice latte is back",
    subject: "our cafe's pumpkin spice latte",
    tags: ['#PumpkinSpiceLatte'],
    never: [/\btext for\b/i],
  },
  // A crowdfunding campaign asks to be backed; there is nothing to try yet.
  {
    request: 'write a tweet announcing our kickstarter for a solar-powered backpack goes live on March 3',
    subject: /kickstarter for a solar-powered backpack/i,
    facts: ['March 3'],
    tags: ['#SolarPoweredBackpack'],
    never: ['try it', 'Made with care', 'Say hello to'],
  },
  // A return shouted ("BACK") is read as the word, and stays the news though its date goes with the offer.
  {
    request: 'insta post for our taqueria: birria tacos are BACK this friday only, $3 each 🌮',
    subject: /birria tacos/i,
    facts: ['birria tacos are back', 'this Friday', '$3 each', 'our taqueria'],
    tags: ['#BirriaTacos', '#Taqueria'],
    never: ['BACK', /your sign|deserve your attention/],
  },
  // What the news did, after a comma, goes on its sentence; the poster's own sentence leads.
  {
    request: 'LinkedIn post: we just published our 2026 sustainability report, cutting emissions by 40%',
    subject: /sustainability report/,
    facts: ['We just published our 2026 sustainability report, cutting emissions by 40%.'],
    tags: ['#SustainabilityReport'],
    never: ['a moment we will remember', /^Cutting/m, '. Cutting'],
  },
  // A role's acronym before a name the tagger does not know makes it a person's, welcomed and tagged apart.
  {
    request: 'LinkedIn post welcoming our new CTO Priya Shah, who joins from Monzo',
    subject: 'Priya Shah',
    facts: ['Please welcome our new CTO Priya Shah', 'Priya Shah joins from Monzo.'],
    tags: ['#PriyaShah', '#Monzo'],
    never: ['#CTOPriyaShah', 'launching', 'CTO Priya Shah joins', 'Come and say hello'],
  },
  {
    request: 'instagram post welcoming Priya Shah, our new CTO',
    subject: 'Priya Shah',
    facts: ['Please welcome Priya Shah, our new CTO.'],
    tags: ['#PriyaShah'],
    never: ['something to celebrate', /^Our new CTO\.$/m],
  },
  // Something the business does from now on is found where it is, not "It happened in…".
  {
    request: 'post announcing our surf shop now rents paddleboards, £15 an hour, Newquay',
    subject: /surf shop now rents paddleboards/,
    facts: [/(?:Find us|Come and see us) in Newquay/, '£15 an hour'],
    tags: ['#SurfShop', '#Newquay', '#Paddleboards'],
    never: ['It happened', 'From all of us', 'From the whole team'],
  },
  // A reopening is somewhere to come back to, not a wait to be patient through; the thing named is "it" after.
  {
    request: "Facebook post for our brewery's beer garden reopening this Friday with live music",
    subject: /beer garden|It reopens/,
    facts: ['this Friday', 'live music'],
    tags: ['#BeerGarden'],
    never: ['patience', 'understanding', /beer garden\. \S+\n\nOur brewery's beer garden/],
  },
  {
    request: 'tweet: our website is down for maintenance tonight from 10pm to midnight',
    subject: /website|It is down/,
    facts: ['tonight from 10pm to midnight'],
    tags: ['#Website'],
    never: [/our website\. \S+ Our website/],
  },
  // A restock shouted first is the kicker, no note of its own.
  {
    request: 'instagram post: restock! our bestselling lavender soap is back in stock',
    subject: /lavender soap/,
    facts: ['back in stock'],
    tags: ['#LavenderSoap'],
    never: [/^Restock\.$/m],
  },
  // Someone celebrated for what they did is congratulated on it.
  {
    request: 'linkedin post celebrating our intern Sam who just landed a full-time role with us',
    subject: /our intern Sam/,
    facts: ['Congratulations to our intern Sam, who just landed a full-time role with us!'],
    tags: ['#Sam'],
    never: ["We're celebrating our intern", 'our team and our partners', 'only the beginning'],
  },
  // A nomination hopes, and asks for votes when the public votes.
  {
    request:
      "tweet: we've been nominated for Best Coffee Shop at the Bristol Food Awards, voting closes Friday",
    subject: /nominated for Best Coffee Shop/,
    facts: ['Voting closes Friday', /your vote|Every vote counts/],
    tags: ['#BristolFoodAwards'],
    never: ['our team and our partners', 'only the beginning', 'made this possible'],
  },
  // Asking people for donations of something is the poster collecting it.
  {
    request:
      'Facebook post asking our community for donations of warm coats for the winter shelter, drop off at the library',
    subject: "we're collecting warm coats for the winter shelter",
    facts: ['Drop off at the library.'],
    tags: ['#WinterShelter'],
    never: [
      'check out our community',
      "this one's for you",
      "Hit like if you're in!",
      'deserves your attention',
    ],
  },
  {
    request: 'facebook post asking neighbours to donate books for our school library',
    subject: "we're collecting books for our school library",
    tags: ['#SchoolLibrary'],
    never: ['neighbours to donate', "Hit like if you're in!"],
  },
  // How the poster's business is from now on is a welcome, not goods to get while stocks last.
  {
    request: 'facebook post: our cafe is now dog friendly! bring your pup for a free puppuccino',
    subject: /our cafe is now dog friendly/,
    facts: ['Bring your pup for a free puppuccino.'],
    tags: ['#Cafe'],
    never: ['while stocks last', 'Which one will you pick', 'find yours', /our cafe\. \S+\n\nOur cafe/],
  },
  // A day the whole trade keeps is named, and no one's own.
  {
    request: 'tweet for our record shop: Record Store Day this saturday, doors open 8am',
    subject: 'Record Store Day',
    facts: ['this Saturday', '8am', 'our record shop'],
    tags: ['#RecordStoreDay', '#RecordShop'],
    never: ['our Record Store Day', 'the Record Store Day'],
  },
  // Something given free is promoted, never put on sale; a free trial invites readers to try.
  {
    request: 'write 3 tweets promoting our free trial of Planly, the project planner for freelancers',
    subject: /Planly/,
    facts: ['Try Planly for free.'],
    tags: ['#FreeTrial', '#Planly'],
    never: ['Sale alert', 'now on sale', 'Stock up', 'treat yourself', 'excuse for a treat'],
  },
  // A person the hook names in full is called by their first name the second time.
  {
    request:
      'LinkedIn post: our founder Lena Hart will be speaking on a panel about climate tech at London Tech Week',
    subject: /Lena/,
    facts: ['Lena will be speaking on a panel about climate tech at London Tech Week.'],
    tags: ['#LenaHart', '#LondonTechWeek'],
    never: [/Lena Hart[^\n]*\n\nOur founder Lena Hart/],
  },
  // A reward for the first to come is the news, said as written; nothing praises "the door".
  {
    request: 'tweet: the first 50 customers through the door on Saturday get a free tote bag',
    subject: /the first 50 customers through the door on Saturday get a free tote bag/i,
    tags: ['#FreeToteBag'],
    never: ['#Door', 'waiting at the door', 'from the door', '#Customers'],
  },
  // A place stood on, after "the", is where the occasion is.
  {
    request:
      'facebook post for our village fete on the green, 2pm-6pm Saturday 21 June, dog show, cake stall and tombola',
    subject: 'our village fete',
    facts: ['on the green', 'Saturday 21 June', 'Dog show, cake stall and tombola.'],
    tags: ['#VillageFete'],
  },
  // A clip's platform before a colon shows the deed that follows.
  {
    request: "TikTok: trying every flavour at our new bubble tea bar so you don't have to",
    subject: "trying every flavour at our new bubble tea bar so you don't have to",
    tags: ['#BubbleTeaBar'],
    never: ['the flavour', /your sign|deserves your attention/],
  },
  // Tickets going on sale on a day are their state from then; "on sale Monday" is no weekly occasion.
  {
    request: 'tweet from our theatre: tickets for A Christmas Carol go on sale Monday at 10am',
    subject: 'tickets for A Christmas Carol go on sale Monday at 10am',
    tags: ['#Theatre', '#ChristmasCarol'],
    never: ['#SaleMonday', 'check out tickets', 'deserve your attention'],
  },
  // People by their age ("over 60s") are an audience, no decade; new classes at the poster's place are theirs.
  {
    request:
      'instagram post for our pilates studio: new mat classes for over 60s, Tuesdays 11am, first class free',
    subject: /mat classes/,
    facts: ['over 60s', 'Tuesdays 11am', /our new mat classes/, /first class/],
    tags: ['#MatClasses', '#PilatesStudio'],
  },
  // A business raising money asks readers to help, as a collection does.
  {
    request: 'facebook post: our car wash is raising money for Macmillan all day Sunday, every wash £10',
    subject: /our car wash is raising money for Macmillan all day Sunday/i,
    facts: ['£10'],
    tags: ['#Macmillan'],
    never: ['only the beginning', 'our team and our partners', 'made this possible'],
  },
  // "tote" is the bag: what the run is of stays with it.
  {
    request: 'instagram post announcing our collab with local artist Jade Moss on a limited run of tote bags',
    subject: /collab with local artist Jade Moss on a limited run of tote bags/,
    tags: ['#JadeMoss'],
    never: ['#Bags'],
  },
  // A job opening for someone is a hire, and a job's terms alone are said of the role.
  {
    request:
      'LinkedIn post sharing our job opening for a marketing manager in Berlin, hybrid, apply by 30 June',
    subject: 'marketing manager',
    facts: ['The role is hybrid.', 'Berlin', 'Apply by 30 June.'],
    tags: ['#MarketingManager', '#Berlin'],
    never: ['our job', 'launching', /^Hybrid\.$/m],
  },
  // A last day to order asks for orders, never for patience.
  {
    request: 'instagram post for my candle business: Christmas orders close 15 December',
    subject: /Christmas orders/,
    facts: ['Christmas orders close 15 December.', /Don't leave it too late|Get your orders in/],
    tags: ['#ChristmasOrders'],
    never: ['patience', 'understanding', 'A little love', 'your sign', 'deserves your attention'],
  },
  // A limit on how many can be had goes with the price it limits, and is said once.
  {
    request:
      'instagram post for our flower shop: peonies are finally in season! £25 a bunch, while they last',
    subject: /peonies/i,
    facts: [/£25 a bunch, while they last\./],
    tags: ['#Peonies', '#FlowerShop'],
    never: [/^While they last\.$/m, /\n\nWhile they last\./, 'while stocks last'],
  },
  // "face painting" in a list is an activity, never a command; the list stays whole.
  {
    request:
      "facebook post for our primary school's summer fair this Saturday 1-4pm, bouncy castle, face painting and a raffle",
    subject: "our primary school's summer fair",
    facts: ['Bouncy castle, face painting and a raffle.', 'this Saturday'],
    tags: ['#SummerFair'],
    never: [/^Bouncy castle\.$/m, 'Bouncy castle. '],
  },
  // A flag between words parts the pieces as other emoji do; the news stays the poster's, its offer an offer.
  {
    request: 'tweet: our coffee subscription now ships to Ireland 🇮🇪 free shipping on your first box',
    subject: /our coffee subscription now ships to Ireland/i,
    facts: ['free shipping on your first box'],
    tags: ['#CoffeeSubscription', '#Ireland'],
    never: ['#IrelandFreeShipping', 'Proud moment: free shipping', 'celebrate: free shipping'],
  },
  // A timelapse shows its thing coming together.
  {
    request: 'tiktok caption for a timelapse of our mural at Brick Lane',
    subject: 'our mural at Brick Lane coming together',
    tags: ['#Mural', '#BrickLane'],
    never: ['check out', 'deserves your attention', 'Available at'],
  },
  // New hours from a day: the day leads, and each span of hours is joined to the next.
  {
    request:
      'instagram post announcing our new opening hours from Monday: 7am-7pm weekdays, 8am-4pm weekends',
    subject: /opening hours|From Monday/i,
    facts: ["From Monday, we're open 7am to 7pm on weekdays and 8am to 4pm on weekends."],
    tags: ['#OpeningHours'],
    never: ['open Monday from', 'From now on'],
  },
  // A bare count of places left is places running out.
  {
    request:
      'post for my personal training business: 3 spots left for January, DM to book a free consultation',
    subject: /3 spots left for January/,
    facts: ['DM to book a free consultation.'],
    never: ['DM to.', '#Spots', 'check out 3 spots'],
  },
  // A season of a podcast is its new run: what the post is about, heard.
  {
    request: "tweet announcing our podcast's new season starts March 1 with guest Malala Yousafzai",
    subject: "our podcast's new season",
    facts: ['March 1', 'Malala Yousafzai'],
    tags: ['#MalalaYousafzai'],
    never: [/Introducing our podcast\./, /Say hello to our podcast\./, 'try it'],
  },
  // What a sale is on is what its discount takes off.
  {
    request: 'tweet: 24 hour flash sale on all online courses, 40% off with code LEARN40',
    subject: /24 hour flash sale/,
    facts: ['40% off all online courses', 'LEARN40'],
    tags: ['#FlashSale', '#OnlineCourses'],
  },
  // A grotto is somewhere people come; it is no goods to check out.
  {
    request:
      "facebook post announcing Santa's grotto at our garden centre every weekend in December, £8 per child including a gift",
    subject: "Santa's grotto",
    facts: ['every weekend in December', 'our garden centre', '£8 per child including a gift'],
    tags: ['#GardenCentre'],
    never: ['check out', 'deserves your attention', 'right here at'],
  },
  // A happy hour with a deal of its own holds that deal; "Monday to Friday" is every week's.
  {
    request: "instagram post for our cocktail bar's happy hour, 2 for 1 cocktails 5-7pm Monday to Friday",
    subject: "our cocktail bar's happy hour",
    facts: ['2 for 1 cocktails', '5-7pm Monday to Friday'],
    tags: ['#CocktailBar', '#HappyHour'],
    never: ['Sale alert', 'treat yourself to our cocktail bar', 'Save the date', /^Happy hour\.$/m],
  },
  // A newcomer given a name after what they are is welcomed by that name.
  {
    request: 'TikTok for our pet shop: meet our new shop puppy, a golden retriever called Maple',
    subject: /Maple/,
    facts: ['Please welcome Maple, our new shop puppy, a golden retriever.', 'our pet shop'],
    tags: ['#ShopPuppy', '#Maple'],
    never: [/^A golden retriever called Maple\./m],
  },
  // A shouted "NEW YEAR OFFER" is the holiday's offer, put on as a sale; no date "year".
  {
    request: 'INSTAGRAM POST FOR OUR GYM: NEW YEAR OFFER, NO JOINING FEE IN JANUARY',
    subject: /New Year offer/,
    facts: ['No joining fee in January.', 'our gym'],
    tags: ['#Gym'],
    never: [/calendar: year/, 'happens year', /\byear\./],
  },
  // Goods there every morning are found then; nobody comes along to croissants.
  {
    request: 'insta post for our patisserie: fresh croissants au beurre every morning from 7am 🥐',
    subject: /fresh croissants au beurre/i,
    facts: ['every morning from 7am', 'our patisserie'],
    tags: ['#Patisserie'],
    never: [
      'Come along to',
      "You're invited to",
      'Everyone is welcome',
      'croissants au beurre runs',
      'Mark your calendar',
    ],
  },
  // A vowel left out of a made noun ("partnrship") is put back, and the partnership is announced as one.
  {
    request: 'linkedin post annoucing our new partnrship with Deliveroo in Dublin',
    subject: /partnership with Deliveroo/,
    facts: ['Dublin'],
    tags: ['#Deliveroo'],
    never: ['partnrship', 'launching'],
  },
  // The price it usually is stays with the price, and a limit of time goes with it.
  {
    request:
      'facebook post for our bike shop: spring service special, full tune-up for £45 (normally £60) until end of March',
    subject: /spring service special/,
    facts: ['£45 (normally £60)', 'until end of March'],
    tags: ['#SpringServiceSpecial', '#BikeShop'],
    never: [/^Until end of March\./m, 'check out', 'deserves your attention'],
  },
  {
    request: 'instagram post for our boutique: linen dresses now £45 (was £60)',
    subject: /linen dresses/i,
    facts: ['£45 (was £60)'],
    tags: ['#LinenDresses'],
  },
  // People a group of the poster's looks for lead, though it meets somewhere; "tenors" are people.
  {
    request:
      'facebook post: our community choir is looking for tenors and basses, rehearsals Tuesday evenings at the church hall',
    subject: /tenors and basses/i,
    facts: ['Our community choir is looking for tenors and basses.', 'Tuesday evenings'],
    tags: ['#CommunityChoir'],
    never: ['Look out for', 'Where to find', 'Come and find'],
  },
  // "colours" before "just dropped" is the thing's head; the piece after the dash is no object.
  {
    request:
      'instagram caption for my ceramics studio: new glaze colours just dropped — sage, rust and ocean blue',
    subject: /new glaze colours/,
    facts: ['Sage, rust and ocean blue.'],
    tags: ['#CeramicsStudio'],
    never: ['my sage', /my new glaze[.!]/],
  },
  // What the poster now offers, said as a headline, is their news; a gift for this month dates the gift.
  {
    request:
      'post for our dental practice: now offering Invisalign, free consultations for new patients this month',
    subject: "we're now offering Invisalign",
    facts: [/free consultations for new patients (?:are on us )?this month/i],
    tags: ['#Invisalign'],
    never: ['from offering', 'waiting at offering', 'Mark your calendar: this month'],
  },
  // The poster's own years on their day are years in business, thanked once.
  {
    request:
      "tweet: we're 5 years old today! thank you to every customer who has ever walked through our door",
    subject: /5 years/,
    facts: ['Thank you to every customer who has ever walked through our door.'],
    never: ['the 5 years old', 'check out', /Thank you to every customer[^\n]*Thank you to every customer/],
  },
  // An apology opening on "sorry" is the poster's, told as a notice.
  {
    request:
      'tweet: sorry for the late deliveries this week, our courier had a backlog, all orders will arrive by Friday',
    subject: /sorry for the late deliveries this week/,
    facts: ['Our courier had a backlog.', 'All orders will arrive by Friday.'],
    never: ['deserve your attention', 'check out', 'Mark your calendar', 'A little love'],
  },
  // Goods take a name right after them and stay goods; only a someone set apart is welcomed.
  {
    request: 'instagram post for our brewery: new hazy IPA called Cloud Nine on tap from Friday',
    subject: /hazy IPA called Cloud Nine/,
    facts: ['Friday', 'our brewery'],
    tags: ['#HazyIPA', '#CloudNine'],
    never: ['welcome', 'Say hello!'],
  },
  // A holiday the post celebrates is greeted, and how it is marked follows.
  {
    request: "linkedin post celebrating International Women's Day with a spotlight on our engineering team",
    subject: "Happy International Women's Day!",
    facts: ["We're marking it with a spotlight on our engineering team."],
    tags: ['#InternationalWomensDay'],
    never: ['on Day', 'calendar: Day', '#InternationalWomen\n', /#InternationalWomen(?!s)/],
  },
  // Everyday foods the lexicon lacks are no shop's name.
  {
    request: "TikTok for our donut shop: our new cookie dough donut is here and it's huge",
    subject: 'our new cookie dough donut',
    facts: ["It's huge."],
    tags: ['#DonutShop'],
    never: ['Dough Donut'],
  },
  // A merger is announced as two businesses joined, never launched.
  {
    request: 'LinkedIn post announcing our merger with Brightwater Accounting, effective 1 January',
    subject: 'our merger with Brightwater Accounting',
    facts: ['Effective 1 January.'],
    tags: ['#BrightwaterAccounting'],
    never: ['launching', 'Introducing our merger', 'Featuring Brightwater'],
  },
  // An animal looking for a home is an adoption post.
  {
    request: 'facebook post for our animal rescue: Bella the labrador is looking for her forever home',
    subject: /Bella/,
    facts: ['Bella the labrador is looking for her forever home.', 'our animal rescue'],
    tags: ['#Bella', '#AnimalRescue'],
    never: ["We're so excited about this one", 'Introducing Bella'],
  },
  // A feature of software now live is tried by updating, not picked from a shelf; "iOS" keeps its casing.
  {
    request: "tweet announcing our app's dark mode is finally live on iOS and Android",
    subject: "our app's dark mode is finally live on iOS and Android",
    tags: ['#DarkMode'],
    never: ['while stocks last', 'Which one will you pick', 'find yours', '#IOS'],
  },
  // Goods the hook has named are "they" after it.
  {
    request:
      'Instagram post for our hair salon: balayage appointments available this week, 20% off for new clients',
    subject: /balayage appointments|They are available/i,
    facts: ['They are available this week.', '20% off', 'new clients'],
    tags: ['#BalayageAppointments', '#HairSalon'],
    never: [/love\.\n\nBalayage appointments are/],
  },
  // The business labels the goods its price sells.
  {
    request: 'instagram post for our plant shop: monstera cuttings £8, pick up only',
    subject: /monstera cuttings/i,
    facts: ['£8', 'Pick up only.', 'our plant shop'],
    tags: ['#MonsteraCuttings', '#PlantShop'],
    never: ['check out our plant shop', 'our plant shop deserves'],
  },
  // The business the hook names is "we" in its own sentence.
  {
    request: 'facebook post: our pub is showing the rugby this Saturday, kick off 3pm, book a table',
    subject: /We are showing the rugby this Saturday/,
    facts: ['Kick off 3pm.', 'Book a table.'],
    tags: ['#Pub'],
    never: [/our pub[.!] Our pub is/, 'has news. Our pub'],
  },
  // "starts" after a sale's name and before when is its verb, never more of the name.
  {
    request: 'tweet: our Black Friday sale starts now, 50% off sitewide with code BF50, ends Monday',
    subject: /Black Friday sale/i,
    facts: ['50% off sitewide', 'BF50', 'Monday'],
    tags: ['#BlackFridaySale'],
    never: ['#BlackFridaySaleStarts', 'sale starts just got', 'sale starts!'],
  },
  // Tickets for something are tickets: they deserve, in the plural.
  {
    request:
      'tweet: last chance to grab early bird tickets for our design conference, price goes up at midnight',
    subject: /early bird tickets for our design conference/,
    facts: ['Price goes up at midnight.'],
    tags: ['#EarlyBirdTickets'],
    never: ['deserves your attention', 'the early bird tickets'],
  },
  // A ceiling on every price, said in a sentence, keeps its "everything".
  {
    request: 'instagram caption: our new vegan menu is here and everything is under £10',
    subject: 'our new vegan menu',
    facts: [/everything under £10/i],
    tags: ['#VeganMenu'],
    never: [/: under £10/, /^Under £10\./m],
  },
  // What a thing is made with stays with the making.
  {
    request:
      'instagram post for our jewellery brand: new birthstone necklaces, personalised with initials, £35',
    subject: /birthstone necklaces/,
    facts: ['Personalised with initials.', '£35'],
    tags: ['#BirthstoneNecklaces'],
    never: ['Featuring initials', 'Expect initials'],
  },
  // A disruption named as a thing is a notice; nobody comes along to a road closure.
  {
    request:
      'facebook post: road closure on Mill Lane Tuesday to Thursday, our shop is still open via the back entrance',
    subject: 'road closure',
    facts: ['Our shop is still open via the back entrance.', 'Tuesday to Thursday', 'Mill Lane'],
    tags: ['#RoadClosure'],
    never: ['Come along to', "You're invited", 'Everyone is welcome'],
  },
  // Whom the hook congratulates is named without the deed the request's sentence tells.
  {
    request: 'tweet: congratulations to our customer Jo who won our Halloween costume contest!',
    subject: /our customer Jo/,
    facts: ['Congratulations to our customer Jo who won our Halloween costume contest!'],
    tags: ['#HalloweenCostumeContest'],
    never: [/congratulating our customer Jo who won/, /well done to our customer Jo who won/],
  },
  // Where the poster's goods are now sold, said as a headline, is their news.
  {
    request: 'instagram post for our kombucha brand: now stocked in 50 Waitrose stores across the UK',
    subject: "we're now stocked in 50 Waitrose stores across the UK",
    tags: ['#KombuchaBrand'],
    never: ['right here at 50 Waitrose', 'check out our kombucha brand'],
  },
  // What comes with a price is included in it.
  {
    request: 'tweet: our soup of the day is roasted tomato and basil, £4.50 with bread',
    subject: /our soup of the day is roasted tomato and basil/,
    facts: ['£4.50 with bread'],
    never: ['Expect bread', 'Featuring bread'],
  },
  // A date word between "a" and its noun says which one: a weekend baker works weekends, on no date of the post.
  {
    request: 'Instagram post: our bakery in Leeds is hiring a weekend baker, apply by 5 December',
    subject: 'weekend baker',
    facts: ['Leeds', 'Apply by 5 December.'],
    tags: ['#WeekendBaker', '#Leeds'],
    never: ['The role is weekend', 'Hours: weekend', /\bWorking weekend\b/],
  },
  // After a holiday after "our", a word in -s is the thing owned: the lights are no verb.
  {
    request:
      'Facebook post inviting families to our Christmas lights switch-on at Market Square, Friday 6pm, free hot chocolate for kids',
    subject: 'Christmas lights switch-on',
    facts: ['Market Square', /Friday 6pm/, 'free hot chocolate for kids', 'families'],
    tags: ['#ChristmasLightsSwitchOn', '#MarketSquare'],
    never: [/on Christmas\b/, '#Switch', /the switch-on/],
  },
  // A count of nights or days names no topic to tag.
  {
    request: 'Instagram caption for a yoga retreat in Bali, 5 nights from £890, early bird ends 15 January',
    subject: 'yoga retreat',
    facts: ['Bali', '£890', '15 January'],
    tags: ['#YogaRetreat', '#Bali'],
    never: ['#Nights'],
  },
  // What a selling verb sells stays its object, though a price follows it.
  {
    request:
      'Facebook post: our dog grooming salon now offers nail trims for £10, no appointment needed on Tuesdays',
    subject: 'dog grooming salon',
    facts: ['now offers nail trims.', '£10', 'No appointment needed on Tuesdays.'],
    tags: ['#DogGroomingSalon', '#NailTrims'],
    never: [/offers\./],
  },
  {
    request: 'Facebook post: we now offer nail trims for £10',
    subject: /nail trims/i,
    facts: ['we now offer nail trims.', '£10'],
    never: [/offer\./],
  },
  // A hire the welcome has named is not said twice.
  {
    request: 'LinkedIn post announcing we hired Sarah Khan as our new head of marketing',
    subject: 'Sarah Khan',
    tags: ['#HeadOfMarketing', '#SarahKhan'],
    never: ['We hired Sarah Khan as our new head of marketing.'],
  },
  // A round counted in money is one round; who led it follows a comma, and what it is for is a sentence.
  {
    request:
      'LinkedIn post: our startup Finly raised £2m seed round led by Seedcamp to help freelancers with taxes',
    subject: 'seed round',
    facts: ['raised a £2m seed round, led by Seedcamp.', 'It will help us help freelancers with taxes.'],
    tags: ['#SeedRound', '#Finly', '#Seedcamp'],
    never: ['raised £2m seed round'],
  },
  // A title's small words may be capitalised; "this month's" names no topic.
  {
    request:
      "Facebook post for our book club meeting on 12 December at the Crown pub, this month's book is Small Things Like These",
    subject: 'book club meeting',
    facts: ['12 December', 'Crown pub', 'Small Things Like These'],
    tags: ['#BookClubMeeting', '#SmallThingsLikeThese'],
    never: ['#Month', /#SmallThings\b/],
  },
  // A deep clean is a job done, a noun; a count before a singular thing is "a" thing.
  {
    request: 'Instagram post for our cleaning company: spring deep clean offer, 3 bedroom house £150',
    subject: 'spring deep clean offer',
    facts: [/A 3 bedroom house(?: is|:)(?: just)? £150\./, 'cleaning company'],
    tags: ['#SpringDeepCleanOffer', '#CleaningCompany'],
    never: ['£150 spring', /\bour clean offer\b/i, /^3 bedroom/m],
  },
  {
    request: 'Facebook post: 60 minute massage £45 at our spa in Bath',
    subject: 'spa',
    facts: [/A 60 minute massage(?: is|:)(?: just)? £45\./, 'Bath'],
  },
  // The time the doors open is said so, after the day.
  {
    request: 'Instagram post: our record fair is on Sunday, doors open 8am, free entry',
    subject: 'record fair',
    facts: ['Our record fair is on Sunday.', 'Doors open at 8am.', 'free entry'],
    never: [/See you at 8am|Join us at 8am|Save the date: 8am|you doors open/],
  },
  // A word opening a piece before an occasion names its kind.
  {
    request: 'Instagram post: record fair this Sunday at the town hall, doors open 8am',
    subject: 'record fair',
    facts: ['this Sunday, doors open at 8am', 'town hall'],
    tags: ['#RecordFair', '#TownHall'],
    never: [/\bthe fair\b/],
  },
  // "Last chance to…" is the post's urgency, said as written.
  {
    request:
      'Instagram post: last chance to grab early bird tickets for our summer festival, prices go up Friday',
    subject: 'early bird tickets for our summer festival',
    facts: [/last chance to grab early bird tickets/i, 'Prices go up Friday.'],
    tags: ['#EarlyBirdTickets', '#SummerFestival'],
    never: ['#BirdTickets', 'deserve your attention', 'A little love'],
  },
  {
    request: 'Instagram post: last day to enter our giveaway, winner picked tonight',
    subject: 'giveaway',
    facts: [/Last day to enter our giveaway/i, 'Winner picked tonight.'],
    never: ['Our giveaway is on!', "It's time for our giveaway"],
  },
  {
    request: 'Instagram post: 24 hours left to enter our giveaway, win a £50 voucher',
    subject: 'giveaway',
    facts: [/only 24 hours left to enter our giveaway/i, '£50 voucher'],
  },
  // A poster's first holiday or year is the news, with thanks.
  {
    request: "Facebook post: it's our shop's first Christmas! thank you to everyone who has supported us",
    subject: "our shop's first Christmas",
    facts: ['Thank you to everyone who has supported us.'],
    tags: ['#FirstChristmas'],
    never: ['Mark your calendar', /on Christmas/, 'deserves your attention', 'check out our shop'],
  },
  {
    request: "Facebook post: it's our shop's first birthday! thank you to everyone who has supported us",
    subject: "our shop's first birthday",
    tags: ['#FirstBirthday'],
    never: ['deserves your attention', 'check out our shop', 'A little love'],
  },
  // A holiday's "'s" names the kind of thing: one tag.
  {
    request:
      "Instagram post for our florist in Bath: Valentine's bouquets from £35, order by 12 February for delivery",
    subject: "Valentine's bouquets",
    facts: ['our florist in Bath', '£35', 'Order by 12 February for delivery.'],
    tags: ['#ValentinesBouquets', '#Bath'],
    never: [/#Bouquets\b/],
  },
  // A drop is the kind of news; a ring's sizes are letters.
  {
    request: 'Instagram post: new drop! handmade silver rings, sizes J to R, £45 each, link in bio',
    subject: 'handmade silver rings',
    facts: ['Available in sizes J to R.', '£45 each'],
    tags: ['#HandmadeSilverRings'],
    never: ['#SizesJ', /the new drop/i, '#Drop'],
  },
  // A saying is told in its usual form, never read for a subject.
  {
    request:
      'Instagram caption for our tattoo studio in Camden: flash designs available this Saturday, first come first served',
    subject: 'tattoo studio',
    facts: ['First come, first served.', 'Flash designs available this Saturday.', 'Camden'],
    tags: ['#TattooStudio', '#Camden'],
    never: ['the first come', '#Come'],
  },
  // What the poster says of someone named, after them, is told whole.
  {
    request: 'Instagram post: meet Luna, our shop cat, she loves naps in the window',
    subject: 'Luna',
    facts: ['Luna is our shop cat.', 'She loves naps in the window.'],
    tags: ['#Luna', '#ShopCat'],
    never: ['at the window', /^Our shop cat\./m],
  },
  // "only" after a date limits it; the date is said as it would be alone.
  {
    request:
      'Instagram post for our hair salon in Manchester: balayage now £120 (was £150) for December only 💇‍♀️',
    subject: 'balayage',
    facts: ['£120 (was £150) in December only', 'Manchester'],
    never: ['on December'],
  },
  // After a thing and "now", a word in -s is what it does from now on.
  {
    request: 'Facebook post: our farm shop now stocks local honey from Hill Farm, £6.50 a jar',
    subject: 'farm shop',
    facts: ['our farm shop now stocks local honey from Hill Farm.', '£6.50 a jar'],
    tags: ['#FarmShop'],
    never: ['right here in Hill Farm', 'Find us in Hill Farm', '#StocksLocalHoney'],
  },
  // Money with its sign is money; a salary alone names no topic.
  {
    request: "LinkedIn post: we're hiring a remote senior backend engineer (Go, Postgres), salary £80k-£95k",
    subject: 'remote senior backend engineer',
    facts: ['Salary: £80k-£95k.'],
    tags: ['#SeniorBackendEngineer'],
    never: ['#Salary'],
  },
  // Thanks in another language are thanks.
  {
    request:
      'Instagram post: gracias to everyone who came to our tapas night on Saturday! next one is 14 December',
    subject: /everyone/,
    facts: ['tapas night on Saturday', 'Next one is 14 December.'],
    tags: ['#TapasNight'],
    never: ['the gracias', '#Gracias', 'Mark your calendar'],
  },
  // Things in the plural are "they".
  {
    request:
      'Facebook post about our new electric vehicle charging points in the car park, free for customers',
    subject: 'electric vehicle charging points',
    facts: ["They're free for customers.", 'car park'],
    never: ["It's free for customers"],
  },
  // An "-ing" word before an occasion names its kind, no deed shown.
  {
    request: 'TikTok showing our new puppy training class in Bristol, 6 weeks for £90',
    subject: 'puppy training class',
    facts: ['Bristol', '6 weeks for £90'],
    tags: ['#PuppyTrainingClass', '#Bristol'],
    never: [/our new puppy\./i, /new puppy is/],
  },
  // "I'll be speaking" is the poster's own doing, in one person's voice; a month is no name to tag.
  {
    request:
      "LinkedIn post: excited to announce I'll be speaking at the Future of Retail conference in Amsterdam on 15 March",
    subject: 'Future of Retail conference',
    facts: ["I'll be speaking at the Future of Retail conference in Amsterdam on 15 March."],
    tags: ['#FutureOfRetail', '#Amsterdam'],
    never: ['introduce the Future', 'it arrives', '#March', /\bwe\b/i, /\bour team\b/],
  },
  // The stretch of time a price holds for stays with it, and "for" is not said twice.
  {
    request:
      'Facebook post for our gym: new year, new you! January membership just £19 for the first month, no joining fee',
    subject: 'January membership',
    facts: ['£19 for the first month', 'No joining fee.', 'New year, new you.'],
    never: [/for £19\./, /for £19 for/],
  },
  // A number before a street and its town is one address.
  {
    request:
      'Instagram post: our candle shop is moving! new address from 1 February: 12 Mill Lane, Hebden Bridge',
    subject: 'candle shop',
    facts: ['12 Mill Lane, Hebden Bridge', 'New address from 1 February.'],
    never: ['Mill Lane and Hebden Bridge', 'Available at 12', 'Look for it at'],
  },
  {
    request: 'Facebook post: pop-up market on Saturday at 22 Church Road, Bristol, 10am to 4pm',
    subject: 'pop-up market',
    facts: ['at 22 Church Road, Bristol', /Saturday/, /10am to 4pm/],
  },
  // What a deal holds on stays with it.
  {
    request:
      'Instagram post for our cocktail bar: happy hour 5-7pm every weekday, 2 for £12 on all cocktails',
    subject: 'happy hour',
    facts: ['2 for £12 on all cocktails', 'from 5 to 7pm every weekday'],
  },
  // "aged" before a number says how old; months listed are "in" them.
  {
    request:
      'post about our summer camp for kids aged 8-12 in Cornwall, July and August, early bird price £299 until 31 March',
    subject: 'summer camp',
    facts: [/in July and August/, 'Cornwall', '£299 until 31 March', 'kids aged 8-12'],
    never: ['something to celebrate', 'on July', /^Our summer camp for kids aged 8-12 in Cornwall\./m],
  },
  // A code is for the till, no tag.
  {
    request:
      "Instagram post: we've reached 10,000 followers! thank you all, here's a discount code THANKYOU10 for 10% off",
    subject: '10,000 followers',
    facts: ['THANKYOU10', '10% off'],
    never: ['#DiscountCodeThankyou10', '#CodeThankyou10'],
  },
  // A show back is tuned in to; a piece that says its own thing keeps whom it is with.
  {
    request: 'tweet: our podcast is back for season 2! first episode out now with chef Asma Khan',
    subject: 'podcast',
    facts: ['our podcast is back for season 2.', 'First episode out now with chef Asma Khan.'],
    never: ['while stocks last', "Don't wait too long"],
  },
  // A discount earned by doing something rewards it; nothing is on sale.
  {
    request: 'Instagram post about our eco-friendly refill station, bring your own bottles and save 10%',
    subject: 'eco-friendly refill station',
    facts: [
      /Bring your own bottles and (?:save 10%|get 10% off)|Get 10% off when you bring your own bottles/,
    ],
    never: ['Sale alert', 'now on sale', '10% off our eco-friendly'],
  },
  // Emoji after a place name end its piece.
  {
    request: 'Instagram caption: Sunday brunch vibes at our cafe in Brixton 🥞☕ bottomless coffee £5',
    subject: 'Sunday brunch vibes',
    facts: ['our cafe in Brixton', /Bottomless coffee(?: is|:)(?: just)? £5\./],
    tags: ['#Brixton', '#BottomlessCoffee'],
    never: ['#BrixtonBottomlessCoffee', /Brixton\s{2,}/],
  },
  // A place of the poster's that reopens tells readers it is open again.
  {
    request: 'Instagram post: our ice cream parlour reopens for the season on 1 April with 3 new flavours',
    subject: 'ice cream parlour',
    facts: [/reopens? for the season on 1 April with 3 new flavours/],
    never: ['deserves your attention', 'Mark your calendar', 'check out our ice cream parlour'],
  },
  // A capitalised word after a comma, before a name, starts the name.
  {
    request: "LinkedIn post: after 15 years at Deloitte, I'm starting my own consultancy, Harbour Advisory",
    subject: 'Harbour Advisory',
    facts: ["I'm starting my own consultancy, Harbour Advisory."],
    tags: ['#HarbourAdvisory'],
    never: [/^Harbour Advisory\.$/m, /#Advisory\b/],
  },
  // A free offer that is the whole subject is a treat to take up.
  {
    request: 'tweet: free delivery on orders over £30 this week only',
    subject: 'free delivery',
    facts: ['on orders over £30 this week only'],
    never: [
      'waiting at free delivery',
      'from free delivery',
      'check out free delivery',
      'means free delivery',
    ],
  },
  // A named region after "in the" is "in" it.
  {
    request: 'Instagram post for our wedding venue in the Cotswolds: 2027 dates now open for bookings',
    subject: 'wedding venue',
    facts: ['in the Cotswolds', '2027 dates now open for bookings.'],
    never: ['at the Cotswolds', 'Look for it', 'Available in the Cotswolds'],
  },
  // What the poster says they are is theirs; what they have done since a year, they have been doing.
  {
    request:
      "Instagram post: we're a small family-run bakery in Whitby, baking fresh bread every morning since 1987",
    subject: 'small family-run bakery',
    facts: ["We've been baking fresh bread every morning since 1987.", 'Whitby'],
    never: ['the small family-run bakery', 'It happened in', 'All in Whitby'],
  },
  // What a price includes stays with it, whatever the tagger makes of "mince".
  {
    request:
      'Instagram post about our Christmas wreath making workshop, 8 December, £45 including mince pies and mulled wine',
    subject: 'Christmas wreath making workshop',
    facts: ['£45 including mince pies and mulled wine', '8 December'],
    never: ['#Pies'],
  },
  // Hours that differ from the usual are a notice; what the poster's store will do is its news.
  {
    request: 'tweet: our Leeds store will open late until 9pm every Thursday in December',
    subject: 'Leeds store',
    facts: [/will open late until 9pm every Thursday in December/],
    never: ['Come and find our Leeds store', 'Find us late', 'Join us late', 'Proud moment'],
  },
  // A holiday wished for is the greeting, no date.
  {
    request:
      'Facebook post: Happy Diwali from all of us at Spice Route! 20% off takeaway orders this weekend',
    subject: /Diwali/,
    facts: ['20% off takeaway orders this weekend.'],
    never: ['on Diwali'],
  },
  // Someone of the poster's on a panel is to be caught there.
  {
    request:
      'LinkedIn post: our CEO Tom Reed will be on a panel about AI in retail at the NRF show in New York',
    subject: 'Tom Reed',
    facts: ['Tom will be on a panel about AI in retail at the NRF show in New York.'],
    never: ['Say hello to our CEO', 'Introducing our CEO', 'milestone'],
  },
  // A count after a thing's noun, before a plural, is what it holds: "of 7 courses"; the thing is one.
  {
    request:
      'instagram post for our resturant in edinburgh, new tasting menu 7 courses £65 per person, book now',
    subject: 'restaurant',
    facts: [/new tasting menu of 7 courses(?: is|:)(?: just)? £65 per person/i, 'Edinburgh', 'Book now.'],
    never: ['7 courses are', 'menu 7 courses'],
  },
  // People wanted at the poster's own place are asked for; the place is no venue to find.
  {
    request:
      'Facebook post: our charity shop needs volunteers on Saturdays, no experience needed, pop in to chat',
    subject: 'charity shop',
    facts: ['No experience needed.', 'Pop in to chat.', /Saturdays/],
    never: [
      'Come and find our charity shop',
      'Look out for our charity shop',
      'Where to find our charity shop',
    ],
  },
  // The last items of a list that began pieces before are what the thing comes in.
  {
    request:
      'Instagram post: new autumn candles are here 🍂 pumpkin spice, apple orchard and fireside, £22 each',
    subject: 'autumn candles',
    facts: ['Pumpkin spice, apple orchard and fireside.', '£22 each'],
    never: [/^Pumpkin spice\.$/m, 'fireside are'],
  },
  // A game readers are asked to play is the whole ask.
  {
    request: 'TikTok: rate my sourdough scoring from 1 to 10',
    subject: /Rate my sourdough scoring from 1 to 10!/i,
    never: ["Here's rate", 'A moment I love'],
  },
  // A business taking bookings asks readers to book.
  {
    request:
      "Facebook post for our hairdressers: we're taking bookings for Christmas party hair now, slots going fast",
    subject: /taking bookings for Christmas party hair/,
    facts: ['Slots going fast.'],
    never: ['only the beginning', 'without our team', 'made this possible'],
  },
  // How long ago leads the poster's look back, told in their sentence.
  {
    request: 'Instagram post: 2 years ago I quit my job to start this business, thank you for every order',
    subject: /2 years ago I quit my job to start this business/,
    facts: ['Thank you for every order.'],
    never: ['my job deserves', 'check out my job', 'A little love for my job', 'Proud moment: my job'],
  },
  // "eyes down 7:30" is a call of its own, no verb of "it".
  {
    request:
      'Facebook post about our bingo night at the community centre, Friday 7pm, eyes down 7:30, £5 a book',
    subject: 'bingo night',
    facts: ['Eyes down 7:30.', '£5 a book', 'community centre'],
    never: ['It eyes down'],
  },
  // What "includes" takes is things; a special named with its price is the subject.
  {
    request:
      'Instagram caption for our bike shop: spring service special £49, includes brakes and gears check',
    subject: 'spring service special',
    facts: ['It includes brakes and gears check.', '£49', 'bike shop'],
    never: ['the check', 'check out brakes'],
  },
  // People who "get" a discount are who qualifies; a campaign live asks for pledges.
  {
    request: "tweet: we're live on Kickstarter! back our card game Dragon Feast, early backers get 25% off",
    subject: /live on Kickstarter/,
    facts: ['25% off for early backers', 'Back our card game Dragon Feast.'],
    never: ['without our team', 'only the beginning', 'made this possible'],
  },
  // Places to book are booked, never picked off a shelf.
  {
    request:
      'Facebook post for our nursery: spaces available for September for children aged 2-4, book a visit',
    subject: /spaces/,
    facts: ['spaces are available for September for children aged 2-4', 'Book a visit.'],
    never: ['Which one will you pick', 'while stocks last', 'Come and find yours', 'Just in:', 'New here:'],
  },
  // A percentage before "growth" counts it; "in revenue" says in what, never where.
  {
    request: 'LinkedIn post: our annual report shows 30% growth in revenue and 12 new hires',
    subject: 'annual report',
    facts: ['our annual report shows 30% growth in revenue and 12 new hires.'],
    never: ['30% off', 'Revenue', /report shows\./],
  },
  // A piece ending in a colon heads the names after it.
  {
    request: 'Facebook post: meet the team behind our bakery, from left: Anna, Tom and Priya',
    subject: 'team behind our bakery',
    facts: ['From left: Anna, Tom and Priya.'],
    never: ['From left.', /^Anna\.$/m],
  },
  // "sold out of croissants already" is a sell-out, said by the poster.
  {
    request: 'tweet: sold out of croissants already, more tomorrow from 7am',
    subject: /sold out of croissants already/i,
    facts: ['More tomorrow from 7am.'],
    never: ['A little love for croissants', 'check out croissants', 'deserve your attention'],
  },
  // Hours a week are how long a job takes, on no day.
  {
    request:
      "LinkedIn post: I'm hiring! looking for a part-time social media assistant, 15 hours a week, remote",
    subject: 'part-time social media assistant',
    facts: [/15 hours a week\./, 'remote'],
    never: ['on 15 hours'],
  },
  // "is turning 5" is a birthday, as "turns 5" is.
  {
    request:
      'Instagram post: our bagel shop is turning 5 this Saturday! free coffee with every bagel all day',
    subject: 'bagel shop',
    facts: [/turns? 5 this Saturday/, 'free coffee with every bagel'],
    never: ['Something special is waiting', 'is turning 5'],
  },
  // Who made a work stays with it, though where it is and how it was made stand between.
  {
    request: 'Instagram post about the new mural on our café wall painted by local artist Jess Moore',
    subject: 'new mural on our café wall painted by local artist Jess Moore',
    tags: ['#Mural', '#JessMoore'],
  },
  {
    request: 'Instagram post: new exhibition by local painter Ruth Evans opens at our gallery on Friday',
    subject: 'new exhibition by local painter Ruth Evans',
    facts: ['Friday', 'gallery'],
  },
  // People at large name no topic; the plant does.
  {
    request: 'TikTok: 3 mistakes people make when repotting a monstera',
    subject: '3 mistakes people make when repotting a monstera',
    tags: ['#Monstera'],
    never: ['#NewPost', '#ComingSoon', '#People'],
  },
  // What a count reached counts is tagged.
  {
    request: 'Instagram post: we planted 500 trees this year thanks to your orders 🌳',
    subject: /we planted 500 trees this year thanks to your orders/i,
    tags: ['#Trees'],
  },
  // Of places joined by "and", one a sentence names is not told again.
  {
    request:
      'Facebook post: road closure on High Street this Sunday for the marathon, our car park will be accessible from Mill Road',
    subject: 'road closure',
    facts: ['Our car park will be accessible from Mill Road.', 'High Street', /this Sunday/i],
    never: ['High Street and Mill Road'],
  },
  // Colours listed over commas are one list; sizes in one word are a size range; both make one sentence.
  {
    request: 'Instagram post: new in! linen shirts in sage, sand and navy, sizes S-XL, £45',
    subject: 'linen shirts',
    facts: ['Available in sage, sand and navy, in sizes S to XL.', '£45'],
    never: ['It sizes', 'Sand and navy.'],
  },
  // A service that was down is working again.
  {
    request:
      "Facebook post: we're so sorry, our website was down yesterday, all orders are now being processed",
    subject: 'website',
    facts: ['All orders are now being processed.', /so sorry/],
    never: ['back up and running as soon as we can'],
  },
  // A status named by its capitals is the poster's to be proud of; pride is not said twice.
  {
    request: "LinkedIn post: we're proud to be a Living Wage employer",
    subject: /we're proud to be a Living Wage employer/i,
    tags: ['#LivingWageEmployer'],
    never: [
      'introduce the Living Wage',
      'Introducing the Living Wage',
      /proud to share some news\. We're proud/,
    ],
  },
  // "every day" is when; a happy hour something is said of is the occasion, no sale.
  {
    request: 'tweet: happy hour is now 4-7pm every day at the Fox & Hound',
    subject: /happy hour/i,
    facts: [/4-7pm every day|from 4 to 7pm every day/],
    never: ['now on sale', /every\./, 'Stock up'],
  },
  // "wedding" is a noun; nothing before a noun makes it a verb.
  {
    request: 'Instagram post for our florist: wedding season bookings open for 2027, free consultation',
    subject: 'wedding season bookings',
    facts: ['free consultation', 'florist'],
    tags: ['#WeddingSeasonBookings'],
    never: [/(?<!wedding )season bookings/i, '#SeasonBookings'],
  },
  // A clip of the poster at work is that clip, said as written.
  {
    request: 'TikTok: watch me turn an old chair into something new',
    subject: /watch me turn an old chair into something new/i,
    tags: ['#OldChair'],
    never: ['the old chair deserves', 'check out the old chair', 'A little love'],
  },
  // A look back at the year leads the news it tells.
  {
    request: 'LinkedIn post: looking back on 2026, we launched 3 products and grew our team to 20',
    subject: /Looking back on 2026, we launched 3 products and grew our team to 20\./,
    never: ['Introducing 3 products', 'launching 3 products', /^Looking back on 2026\.$/m],
  },
  // A holiday the date names tags a post with nothing else to tag.
  {
    request: "tweet: we'll be closed on Boxing Day, back on 27 December",
    subject: /closed on Boxing Day/,
    facts: ['Back on 27 December.'],
    tags: ['#BoxingDay'],
    never: ['#ComingSoon', '#NewPost'],
  },
  // A day kept the world over is greeted, and how it is marked follows.
  {
    request: 'Instagram post: celebrating International Coffee Day with 2-for-1 flat whites all day',
    subject: 'Happy International Coffee Day!',
    facts: ["We're marking it with 2-for-1 flat whites all day."],
    tags: ['#InternationalCoffeeDay'],
    never: ['Come along to International Coffee Day', '#InternationalCoffee\n', / #InternationalCoffee$/m],
  },
  // Where the poster's business will be is where to find it; what it sells there keeps it so.
  {
    request: 'Instagram post: our gelato van will be at Brighton Pride this Saturday, new rainbow sorbet £4',
    subject: 'gelato van',
    facts: [/will be at Brighton Pride this Saturday/, '£4'],
    never: ['Proud moment', 'without our team', 'A big day for'],
  },
  // An instruction its price ends is said whole; "yours" is the reader's own.
  {
    request: 'TikTok for our nail salon: chrome nails are trending, book yours for £35',
    subject: 'chrome nails',
    facts: ['Book yours for £35.'],
    never: ['Book yours are', '#BookYours'],
  },
  // Money raised names nothing to tag.
  {
    request:
      'Facebook post: we are raising money for Macmillan with a coffee morning on 26 September at 10am',
    subject: /raising money for Macmillan/,
    tags: ['#Macmillan'],
    never: ['#Money'],
  },
  // Someone named on a list of honours is congratulated.
  {
    request: 'LinkedIn post: our co-founder Aisha is on the Forbes 30 Under 30 list!',
    subject: 'Aisha',
    facts: [/Forbes 30 Under 30 list/],
    never: ['Meet our co-founder', 'Say hello to our co-founder', 'Introducing our co-founder'],
  },
  // A question asked with its verb joined is asked as written.
  {
    request: "tweet asking who's coming to our open mic night this Thursday",
    subject: /who's coming to our open mic night this Thursday\?/i,
    never: ['Come along to our open mic', "You're invited"],
  },
  // An offer on nothing named leads; "all year round" is how long, never a thing.
  {
    request: 'Instagram post: 10% off for NHS staff all year round, just show your ID',
    subject: /10% off/,
    facts: ['Just show your ID.', 'NHS staff'],
    never: ['the round', 'your ID deserves', 'our latest post', '#Round', '#ID'],
  },
  // A winner announced is congratulated by name.
  {
    request: 'Instagram post: the winner of our Christmas giveaway is @sarahbakes! DM us to claim your prize',
    subject: '@sarahbakes',
    facts: [/the winner of our Christmas giveaway/, 'DM us to claim your prize.'],
    tags: ['#ChristmasGiveaway'],
    never: ['check out the winner', 'A little love for the winner', '#Winner'],
  },
  // "guess" before a question word asks readers to play.
  {
    request: 'tweet: guess which flavour is coming back next week 👀',
    subject: /guess which flavour is coming back next week!/i,
    never: ['the guess', 'check out the guess'],
  },
  // Recruiting for jobs grows the team; members are called for.
  {
    request:
      "LinkedIn post: we're recruiting 3 graduate engineers for our Bristol office, applications close 31 January",
    subject: /recruiting 3 graduate engineers/,
    facts: ['Applications close 31 January.'],
    never: ['Calling all new members'],
  },
  // Someone's step up is theirs to be congratulated on.
  {
    request: 'LinkedIn post announcing that Maya Patel has been promoted to head of operations',
    subject: 'Maya Patel',
    facts: [/Maya Patel, who has been promoted to head of operations/],
    never: ['without our team', 'made this possible', 'only the beginning'],
  },
  // Where an offer holds stays with it; a bare store after "in" is no place.
  {
    request:
      'Instagram post: shop small this Saturday for Small Business Saturday, 15% off everything in store',
    subject: /15% off everything in store/,
    facts: ['Shop small this Saturday for Small Business Saturday.'],
    never: ['the store', '#Store'],
  },
  // Lost property held by the poster is found; its owner is sought.
  {
    request:
      "Facebook post: lost property from our Saturday market, a blue umbrella and a child's scarf, message us",
    subject: /lost property from our Saturday market/i,
    facts: ["A blue umbrella and a child's scarf.", 'Message us.'],
    never: ['keep an eye out'],
  },
  // A drink's strength is no discount.
  {
    request: 'Instagram post for our brewery: new hazy IPA called Cloud Nine, 6.2%, on tap from Thursday',
    subject: 'hazy IPA called Cloud Nine',
    facts: ['6.2% ABV.', 'On tap from Thursday.'],
    never: ['6.2% off', 'Opening offer'],
  },
  // What the poster is proud of is said by them.
  {
    request: 'LinkedIn post: proud that 80% of our staff are now working flexibly',
    subject: /proud that 80% of our staff are now working flexibly/,
    never: ['#NewPost', 'A friendly reminder', "Don't forget", /^Proud that/m],
  },
  // Readers asked to help choose answer as to a question.
  {
    request: 'Facebook post: help us name our new alpaca! comment your ideas below',
    subject: /help us name our new alpaca!/i,
    facts: ['Comment your ideas below.'],
    tags: ['#Alpaca'],
    never: ['Just out', 'try it', 'long time in the making'],
  },
  // A big welcome to someone new is said to readers as one.
  {
    request: 'Instagram post: a big welcome to our new Saturday girl Ellie!',
    subject: 'Ellie',
    facts: [/welcome our new Saturday girl Ellie/i],
    never: ['the big welcome', '#BigWelcome'],
  },
  // Where a business is parked every week is where to find it, no news of a deed.
  {
    request:
      'Facebook post: our food truck is parked at the Riverside Market every Sunday, cash and card accepted',
    subject: 'food truck',
    facts: ['Our food truck is parked at the Riverside Market every Sunday.', 'Cash and card accepted.'],
    never: ['A big day for', 'something to celebrate', 'without our team', 'only the beginning'],
  },
  // A holiday before a kind of thing names the kind, with the words describing it: no date of the post.
  {
    request:
      'Instagram post for our dog grooming salon: Christmas pampering packages now bookable, includes a festive bandana',
    subject: 'Christmas pampering packages',
    facts: ['They include a festive bandana.', 'our dog grooming salon'],
    tags: ['#ChristmasPamperingPackages'],
    never: ['Mark your calendar', 'It includes', '#Packages'],
  },
  // "afternoon tea" is a meal, and "for two" says how many it serves.
  {
    request:
      'Facebook post for our tea room: afternoon tea for two with prosecco, £45, gift vouchers available',
    subject: /afternoon tea for two/i,
    facts: ['£45', 'prosecco', 'Gift vouchers available'],
    tags: ['#AfternoonTea'],
    never: ['Mark your calendar: afternoon', /^Tea\b/m, '#Tea\n', /#Tea #/],
  },
  // What a customer photographed keeps the words describing it.
  {
    request: 'Instagram caption for a customer photo of our handmade leather wallet',
    subject: 'our handmade leather wallet',
    tags: ['#HandmadeLeatherWallet'],
    never: [/our customer photo/i, 'Made with care'],
  },
  // Joining a company in a role is a new job, looked forward to.
  {
    request: "LinkedIn post announcing I'm joining Monzo as Head of Design",
    subject: "I'm joining Monzo as Head of Design",
    facts: [/can't wait to get started|helped me get here|what comes next/],
    tags: ['#Monzo', '#HeadOfDesign'],
    never: [/without my team|my partners/],
  },
  // News that wins nothing thanks no team and partners for it.
  {
    request: 'Instagram post: our new pizza oven is finally fired up',
    subject: /pizza oven/,
    never: [/without our team/],
  },
  // A board game is a thing given away, not a match to come along to.
  {
    request:
      "tweet: we're giving away 3 copies of our board game Castle Quest, retweet and follow to enter, ends Sunday",
    subject: /giving away 3 copies of our board game Castle Quest/i,
    facts: ['Entries close Sunday'],
    tags: ['#CastleQuest'],
    never: ['Come along', 'Join us', 'Save the date'],
  },
  // A late opening is hours the business keeps, told as them: no launch of the business.
  {
    request: "Instagram post announcing our barbershop's new late opening on Thursdays until 8pm",
    subject: /barbershop/,
    facts: ['Our barbershop is now open late on Thursdays, until 8pm.'],
    tags: ['#Barbershop'],
    never: [/Say hello to our barbershop|It's here|Something new is coming/],
  },
  // A thing that "is free" stays the subject, whole, and its price is that it is free.
  {
    request: 'tweet: our ebook on pricing for freelancers is free this week',
    subject: /our ebook on pricing/,
    facts: [/it's free this week/i, /freelancers/i],
    tags: ['#Ebook'],
    never: [/freelancers is free/i, /Sale alert at/, 'Treat yourself'],
  },
  {
    request: 'tweet: our ebook is free this week',
    subject: 'our ebook',
    facts: [/it's free this week/i],
    never: ['The offer runs', 'Happy shopping'],
  },
  // A second doing joined by "and" is more of the poster's news, never a second aim of the post.
  {
    request: "LinkedIn post: we're expanding to Dublin and opening our first office outside the UK",
    subject: "we're expanding to Dublin and opening our first office outside the UK",
    tags: ['#Dublin'],
    never: [/Dublin and\./, 'All in the UK', 'It happened in the UK'],
  },
  // Pre-ordering is a call, as ordering is.
  {
    request: 'post for our bakery: pre-order your Christmas stollen by 20 December',
    subject: /our bakery|Christmas stollen/,
    facts: ['Pre-order your Christmas stollen by 20 December.'],
    tags: ['#ChristmasStollen'],
    never: [/Here's why your Christmas stollen/, 'check out your'],
  },
  // Orders for something close on a date: a last day to order, whatever stands between.
  {
    request: 'post for our bakery: pre-orders for Christmas stollen close 20 December',
    subject: /pre-orders for Christmas stollen/i,
    facts: [/pre-orders for Christmas stollen close 20 December/i],
    tags: ['#ChristmasStollen'],
    never: ['Mark your calendar', 'right here at'],
  },
  {
    request: 'post for our bakery: orders for Christmas cakes close 20 December',
    subject: /orders for Christmas cakes/i,
    facts: [/orders for Christmas cakes close 20 December/i],
    never: ['Made for Christmas cakes', 'Mark your calendar'],
  },
  // A title set off after a piece is the title it is published under, whatever its words.
  {
    request: 'tweet: new blog post: 7 ways to reduce food waste at home',
    subject: 'our new blog post',
    facts: ['7 ways to reduce food waste at home'],
    tags: ['#FoodWaste'],
    never: ['Available at home', '#Ways', /7 ways\./],
  },
  {
    request: 'tweet: new blog post "7 ways to reduce food waste at home"',
    subject: 'our new blog post',
    facts: ['7 ways to reduce food waste at home'],
    never: [/#7/, 'Made with care'],
  },
  // A name opening on a small count is spelled in its tag; a tag never opens on a digit.
  {
    request: 'Instagram post: our new zine "5 Songs for Winter" is out now',
    subject: /5 Songs for Winter/,
    tags: ['#FiveSongsForWinter'],
  },
  // People needed, counted, are called for.
  {
    request: "tweet: we're looking for 5 volunteers to help at our beach clean on Sunday 7 December",
    subject: "We're looking for 5 volunteers to help at our beach clean on Sunday 7 December",
    tags: ['#BeachClean'],
    never: ['check out 5 volunteers', 'Mark your calendar', /deserve your attention/],
  },
  {
    request: 'tweet: we need 5 volunteers for our beach clean on Sunday',
    subject: 'We need 5 volunteers for our beach clean on Sunday',
    never: ['deserve your attention', 'This is only the beginning'],
  },
  // An occasion back is come to again, never stocked.
  {
    request: "Facebook post: our library's toddler rhyme time is back every Tuesday at 10am",
    subject: /toddler rhyme time/,
    facts: ['every Tuesday at 10am'],
    never: ['stocks last', "Don't wait too long"],
  },
  // "Before and after" is the format's name, no time before the poster's own work.
  {
    request: 'Instagram post: before and after of a bathroom we tiled in Harrogate',
    subject: 'the bathroom we tiled in Harrogate',
    tags: ['#BeforeAndAfter'],
    never: ['We tiled in Harrogate.'],
  },
  // What a thing includes is held by it: the thing stays the subject, and a bare verb after "includes" is a noun.
  {
    request: 'Facebook post for our bike shop: winter service £45, includes brake check and gear tune',
    subject: /winter service/i,
    facts: ['It includes brake check and gear tune.', '£45'],
    tags: ['#WinterService'],
    never: [/check out (?:brake )?check/, /^Check and gear/m],
  },
  // "Come with me to…" is a clip of the poster at work, said as written.
  {
    request: 'TikTok: come with me to restock our vending machine',
    subject: /come with me to restock our vending machine/i,
    tags: ['#VendingMachine'],
    never: ['A little love', 'check out', 'deserves your attention'],
  },
  // What a partnership is for is told, though the tagger reads its verb as something else.
  {
    request: 'LinkedIn post about our new partnership with the NHS to trial our sleep app',
    subject: /partnership with the NHS/,
    facts: ['Together, we will trial our sleep app.'],
    tags: ['#NHS'],
  },
  // Goods restocked are back in stock, with the colours they come in and the day they came back.
  {
    request: 'Instagram post: hand-dyed merino yarn in forest green, restocked today',
    subject: /hand-dyed merino yarn/,
    facts: ['hand-dyed merino yarn in forest green is back in stock today'],
    never: ['A little love', 'Made with care', 'Restocked today.'],
  },
  // A business at a new address tells the move, address and all.
  {
    request: 'Facebook post: reminder that our clinic is now at 22 Queen Street',
    subject: /our clinic|We are now at 22 Queen Street/i,
    facts: [/now at 22 Queen Street/],
    never: ['deserves your attention', /^Find us at 22 Queen Street/m],
  },
  {
    request: 'Facebook post: our clinic has moved to 22 Queen Street',
    subject: /our clinic/i,
    facts: [/moved to 22 Queen Street/],
    never: [/moved to\./, 'Thank you for your patience'],
  },
  // A Christmas Eve service is an occasion of worship, come to; "all welcome" is not said twice.
  {
    request: "Facebook post: our church's Christmas Eve service at 6pm, all welcome",
    subject: /Christmas Eve service/,
    facts: ['6pm'],
    tags: ['#ChristmasEveService'],
    never: ['deserves your attention', 'Mark your calendar', 'Everyone is welcome'],
  },
  // A tally reached is told as written, never a date to mark.
  {
    request: 'TikTok: packing orders for our candle shop, 200 orders today',
    subject: /packing orders for our candle shop/,
    facts: ['200 orders today!'],
    never: ['Mark your calendar'],
  },
  // The poster's "my" exam is theirs, whoever they thank; news told in the past is personal news.
  {
    request: 'LinkedIn post: I passed my CIPD Level 7 exam, thanks to my mentor Dave',
    subject: /I passed my CIPD Level 7 exam/,
    facts: ['Thanks to my mentor Dave.'],
    never: ["Dave's", 'without my team'],
  },
  // A day named by its mood or weather sets the scene; what happened is told after it.
  {
    request: 'Instagram post: cosy Sunday at the bookshop, new crime novels just arrived',
    subject: /cosy Sunday at the bookshop/i,
    facts: ['New crime novels just arrived.'],
    tags: ['#Bookshop'],
    never: ['Mark your calendar', 'They launch', 'our new crime novels', 'Cosy Sunday, right here'],
  },
  {
    request: 'Instagram post: snow day at the farm, the alpacas loved it',
    subject: /snow day at the farm/i,
    facts: ['The alpacas loved it.'],
    tags: ['#SnowDay'],
    never: ['Come along', 'Everyone is welcome', 'Meet us at the farm'],
  },
  // Goods just arrived are in: no launch of the poster's own.
  {
    request: 'Instagram post: new crime novels just arrived',
    subject: /new crime novels just arrived/i,
    never: ['our new crime novels', 'Introducing', /Just in: .*just arrived/],
  },
  // A free thing that comes with a priced one is bought with it.
  {
    request: 'Instagram post for our cafe: eggs benedict with a free coffee £12',
    subject: /eggs benedict/i,
    facts: ['Eggs benedict with a free coffee', '£12'],
    tags: ['#EggsBenedict'],
    never: ['Good news from the eggs benedict', /^A free coffee is £12/m],
  },
  // Bookings that open are open from now on, for the season they name; the year is no date to mark.
  {
    request: 'Instagram post for our wedding venue: wedding season bookings open for 2027',
    subject: /wedding season bookings/,
    facts: ['wedding season bookings are now open for 2027'],
    never: ['Mark your calendar', 'deserve your attention'],
  },
  // A disruption is said to happen on its date, in a sentence.
  {
    request: 'Facebook post: road closure on High Street this Sunday for the Christmas parade',
    subject: /road closure/,
    facts: ['The road closure on High Street is this Sunday.'],
    tags: ['#RoadClosure'],
    never: ['Dates: this Sunday'],
  },
  // Doors open at an hour the tagger reads as no time are said as written, before the first band.
  {
    request: 'Facebook post for our venue: gig this Friday, doors open at 7, first band on at 8',
    subject: /our gig/,
    facts: ['Doors open at 7. First band on at 8.', 'this Friday'],
  },
  // A week named by a hyphenated kind is an occasion; free, it is free to come to.
  {
    request: 'Instagram post for our gym: free bring-a-friend week from 6 January',
    subject: /free bring-a-friend week/,
    facts: ['6 January'],
    tags: ['#FreeBringAFriendWeek'],
    never: ['A little love for our gym', /is on us/, 'Enjoy free'],
  },
  // "the Christmas lights switch-on": the holiday's lights, and a switch-on is an occasion.
  {
    request: 'Instagram post: the Christmas lights switch-on is tonight at 6pm in the market square',
    subject: /Christmas lights switch-on/,
    facts: ['tonight at 6pm', 'market square'],
    tags: ['#ChristmasLightsSwitchOn'],
    never: ['It all happens on Christmas', /the switch-on/, 'deserves your attention'],
  },
  // A half marathon is an occasion; run by the poster, it is their own doing.
  {
    request: 'tweet: the Riverside Half Marathon is this Sunday, roads around the park closed from 7am',
    subject: /Riverside Half Marathon/,
    facts: ['this Sunday', 'Roads around the park closed from 7am'],
    never: ['check out', 'deserves your attention', 'A little love'],
  },
  // When an occasion runs is its date, no news.
  {
    request: 'Facebook post: our village pantomime Cinderella runs 12-14 December, tickets from £8',
    subject: /village pantomime Cinderella/,
    facts: ['12 to 14 December', '£8'],
    never: ['We run', 'A big day for', 'made this possible'],
  },
  // What a thing is for, a thing and no one, stays with it.
  {
    request: 'Instagram post about our new refill station for shampoo and washing up liquid',
    subject: 'our new refill station for shampoo and washing up liquid',
    tags: ['#RefillStation'],
    never: ["this one's for you", 'Perfect for shampoo'],
  },
  // A business closing and opening again tells its hours; nothing ends that readers could miss.
  {
    request: 'Facebook post: our cafe will close at 2pm on Christmas Eve and reopen on 2 January',
    subject: 'our cafe will close at 2pm on Christmas Eve and reopen on 2 January',
    never: ["Don't miss out", 'Last chance', 'Set a reminder'],
  },
  // Behind the scenes of an occasion with no date shows it; no one is invited.
  {
    request: 'Instagram post: behind the scenes of our candle pouring day',
    subject: /our candle pouring day/,
    tags: ['#BehindTheScenes'],
    never: ['Come along', "You're invited", 'Join us'],
  },
  // A day opening the poster's news leads its sentence; it is no date to mark.
  {
    request: 'tweet: today we planted 300 trees with volunteers from Green Leeds',
    subject: 'today we planted 300 trees with volunteers from Green Leeds',
    tags: ['#GreenLeeds'],
    never: ['Mark your calendar', 'More to share soon'],
  },
  // A person's deed after "who", in any past tense, is told of them.
  {
    request: 'LinkedIn post celebrating our intern Priya, who just got a full-time offer',
    subject: /our intern Priya/i,
    facts: ['Our intern Priya just got a full-time offer.'],
    never: [/^Who just/m],
  },
  // The last chance to book an occasion leads; the occasion is not a business to find.
  {
    request: 'Instagram post: last chance to book our Christmas wreath workshop, 2 places left',
    subject: /our Christmas wreath workshop/,
    facts: [/last chance to book our Christmas wreath workshop/i, '2 places left'],
    never: ['Look out for', 'Where to find', 'Come and find'],
  },
  // How a thing was made describes it; no deed is news.
  {
    request: 'Instagram post: new jewellery collection inspired by the Cornish coast, launching 1 December',
    subject: /jewellery collection inspired by the Cornish coast/,
    facts: ['1 December'],
    tags: ['#JewelleryCollection', '#CornishCoast'],
    never: ['something to celebrate', 'Mark your calendar', 'More to share soon'],
  },
];

const RESEARCH: ResearchCase[] = [
  {
    question: 'What are the growth opportunities for oat-milk coffee drinks among Gen Z in Germany?',
    subject: 'oat-milk coffee drinks',
    place: 'Germany',
    audience: 'Gen Z',
    first: /growth opportunities$/,
    never: ['oat-milk coffee drinks Gen', 'drinks Gen ', 'Gen Germany'],
  },
  {
    question: 'What are the biggest risks for specialty coffee roasters in Japan?',
    subject: 'specialty coffee roasters',
    place: 'Japan',
    first: /risks/,
    never: ['biggest risks specialty'],
  },
  {
    question: 'Who buys refurbished cameras in France and where?',
    subject: 'refurbished cameras',
    place: 'France',
    first: /customer/,
    never: ['Who buys refurbished cameras France'],
  },
  {
    question: 'What are the latest trends in the plant-based milk market in Europe?',
    subject: 'plant-based milk',
    written: 'the plant-based milk market',
    place: 'Europe',
    first: /trends/,
    never: ['latest', 'milk market Europe'],
  },
  {
    question: 'Compare the main competitors in European e-bikes',
    subject: 'European e-bikes',
    first: /competitors/,
    never: ['main competitors European'],
  },
  {
    question: 'Should I open a coffee shop in Austin?',
    subject: 'coffee shop',
    written: 'a coffee shop',
    place: 'Austin',
  },
  { question: 'Is there demand for vegan dog food?', subject: 'vegan dog food', never: ['demand vegan'] },
  {
    question: 'What is the market size for AI tools for small businesses in the UK?',
    subject: 'AI tools',
    place: 'UK',
    audience: 'small businesses',
    never: ['the UK market size'],
  },
  {
    question: 'How big is the e-commerce market for handmade jewelry in Italy?',
    subject: 'handmade jewelry e-commerce',
    place: 'Italy',
    first: /market size/,
  },
  {
    question: 'WHAT ARE THE PRICES OF SECOND-HAND DESIGNER BAGS IN PARIS?',
    subject: 'second-hand designer bags',
    place: 'Paris',
    first: /prices/,
    never: ['SECOND-HAND', 'PRICES'],
  },
  { question: 'Best time to post on Instagram?', subject: 'Instagram', never: ['Best time Instagram'] },
  {
    question: 'what r the trends in k-beauty skincare for teens in brasil?',
    subject: 'k-beauty skincare',
    audience: 'teens',
    first: /trends/,
    never: [/^r /m, ' r '],
  },
  {
    question: 'What regulations affect CBD drinks in Switzerland?',
    subject: 'CBD drinks',
    place: 'Switzerland',
    first: /regulation/,
  },
  {
    question: 'Who are the main competitors for meal-kit delivery services in Australia?',
    subject: 'meal-kit delivery services',
    place: 'Australia',
    first: /competitors/,
    never: ['customer demographics and buying habits\nmeal'],
  },
  // Held out while the rules were first written, then added.
  {
    question: 'What is the market size for electric cargo bikes in the Netherlands?',
    subject: 'electric cargo bikes',
    place: 'Netherlands',
    first: /market size/,
  },
  {
    question: 'Which competitors sell plant-based protein bars to athletes in the US?',
    subject: 'plant-based protein bars',
    place: 'US',
    audience: 'athletes',
    first: /competitors/,
  },
  {
    question: 'How are prices changing for second-hand furniture in the UK?',
    subject: 'second-hand furniture',
    place: 'UK',
    first: /prices/,
  },
  {
    question: 'What do millennials in Spain look for in meal-kit subscriptions?',
    subject: 'meal-kit subscriptions',
    place: 'Spain',
    audience: 'millennials',
    never: ['Spain look'],
  },
  {
    question: 'Is there demand for vegan leather bags among students in Canada?',
    subject: 'vegan leather bags',
    place: 'Canada',
    audience: 'students',
  },
  {
    question: 'Who are the main buyers of electric scooters in Paris?',
    subject: 'electric scooters',
    place: 'Paris',
    first: /customer/,
    never: ['of electric scooters'],
  },
  {
    question: 'What are the opportunities for vegan cheese in Sweden?',
    subject: 'vegan cheese',
    place: 'Sweden',
    first: /opportunities/,
  },
  // What a market charges for is named in the query on prices.
  {
    question: 'What should small gyms in Austin charge for personal training packages?',
    subject: 'small gyms',
    place: 'Austin',
    first: /personal training packages prices/,
  },
  {
    question: 'How much do gyms charge for memberships in Dubai?',
    subject: 'gyms',
    place: 'Dubai',
    first: /prices/,
    never: ['gyms charge'],
  },
  {
    question: 'What are the trends in secondhand fashion among teenagers in the US?',
    subject: 'secondhand fashion',
    place: 'US',
    audience: 'teenagers',
    first: /trends/,
  },
  {
    question: 'Which risks face independent bookstores in Australia?',
    subject: 'independent bookstores',
    place: 'Australia',
    first: /risks/,
    never: ['face independent'],
  },
  {
    question: 'What is the demand for electric bikes among commuters in Berlin?',
    subject: 'electric bikes',
    place: 'Berlin',
    audience: 'commuters',
  },
  {
    question: 'What are the main challenges for craft breweries in Canada?',
    subject: 'craft breweries',
    place: 'Canada',
    first: /risks and challenges/,
  },
  {
    question: 'How fast is the pet insurance market growing in the UK?',
    subject: 'pet insurance',
    written: 'the pet insurance market',
    place: 'UK',
    first: /market size/,
  },
  // A fourth held-out set.
  {
    question: 'Who sells refurbished iPhones in India?',
    subject: 'refurbished iPhones',
    place: 'India',
    first: /competitors/,
    never: ['Who sells'],
  },
  {
    question: 'What are the trends in AI writing tools among marketing agencies in Europe?',
    subject: 'AI writing tools',
    place: 'Europe',
    audience: 'marketing agencies',
    first: /trends/,
  },
  {
    question: 'What do Gen Z shoppers in Japan expect from sustainable fashion brands?',
    subject: 'sustainable fashion brands',
    place: 'Japan',
    audience: 'Gen Z shoppers',
    never: ['Japan expect'],
  },
  {
    question: 'What should I charge for dog walking in London?',
    subject: 'dog walking',
    place: 'London',
    first: /prices/,
  },
  {
    question: 'What are the risks of opening a franchise gym in Texas?',
    subject: 'franchise gym',
    written: 'a franchise gym',
    place: 'Texas',
    first: /risks/,
    never: ['opening Texas'],
  },
  {
    question: 'Which brands dominate the energy drink market among students in the UK?',
    subject: 'energy drink',
    written: 'the energy drink market',
    place: 'UK',
    audience: 'students',
    first: /competitors/,
    never: ['brands UK'],
  },
  {
    question: 'What regulations apply to selling CBD oil online in the UK?',
    subject: 'CBD oil',
    place: 'UK',
    first: /regulation/,
    never: ['selling CBD'],
  },
  {
    question: 'What are the main risks of selling handmade cosmetics online in the EU?',
    subject: 'handmade cosmetics',
    place: 'EU',
    first: /risks/,
    never: ['selling handmade'],
  },
  {
    question: 'Which companies lead the plant-based cheese market in the US?',
    subject: 'plant-based cheese',
    written: 'the plant-based cheese market',
    place: 'US',
    first: /competitors/,
    never: ['companies US'],
  },
  {
    question: 'What do Gen Z shoppers in the US want from sustainable fashion brands?',
    subject: 'sustainable fashion brands',
    place: 'US',
    audience: 'Gen Z shoppers',
  },
  {
    question: 'what are the growth opportunities for AI tools for small law firms in the EU',
    subject: 'AI tools',
    place: 'EU',
    audience: 'small law firms',
    first: /growth opportunities/,
  },
  {
    question: 'Which marketing channels work best for indie video game studios?',
    subject: 'indie video game studios',
    first: /marketing channels/,
    never: ['people buy indie'],
  },
  {
    question: 'How are small bookshops in Germany competing with Amazon?',
    subject: 'small bookshops',
    place: 'Germany',
    first: /competitors/,
  },
  {
    question: 'What regulations affect drone delivery startups in the United States?',
    subject: 'drone delivery startups',
    place: 'United States',
    first: /regulation/,
    never: ['What regulations affect'],
  },
  // Money the people spend is no market: their spending is.
  {
    question: 'How do teenagers in Brazil spend their pocket money?',
    subject: 'pocket money spending',
    place: 'Brazil',
    audience: 'teenagers',
    never: ['their pocket money Brazil', 'choose pocket money'],
  },
  {
    question: 'What do Gen Z gamers in South Korea spend their money on?',
    subject: 'consumer spending',
    place: 'South Korea',
    audience: 'Gen Z gamers',
    never: ['their money', 'money spending'],
  },
  // Read blind, and kept as they were read.
  {
    question: 'What are the biggest challenges for independent coffee roasters in Australia?',
    subject: 'independent coffee roasters',
    place: 'Australia',
    first: /risks and challenges/,
  },
  {
    question: "How much do parents in the UK spend on kids' birthday parties?",
    subject: "kids' birthday parties",
    place: 'UK',
    audience: 'parents',
  },
  {
    question: 'What are the main trends in plant-based snacks among millennials in France?',
    subject: 'plant-based snacks',
    place: 'France',
    audience: 'millennials',
    first: /trends/,
  },
  // Businesses a market sells to are its audience, and buy as businesses.
  {
    question: 'What regulations apply to electric vans for delivery companies in Spain?',
    subject: 'electric vans',
    place: 'Spain',
    audience: 'delivery companies',
    first: /regulation/,
    never: ['delivery companies consumer preferences'],
  },
  // What people are willing to pay is a question of prices; "people" alone is no audience.
  {
    question: 'how much are people willing to pay for meal kits in Ireland',
    subject: 'meal kits',
    place: 'Ireland',
    first: /prices/,
    never: ['people consumer preferences'],
  },
  // A rival named after "competing with" or "competitors of" is kept by name and is not the market.
  {
    question: 'How are independent bookshops in the UK competing with Amazon?',
    subject: 'independent bookshops',
    place: 'UK',
    rival: 'Amazon',
    first: /Amazon competitors/,
  },
  {
    question: 'Who are the main competitors of Oatly in the oat milk market in the United Kingdom?',
    subject: 'oat milk',
    written: 'the oat milk market',
    place: 'United Kingdom',
    rival: 'Oatly',
    first: /competitors/,
  },
  // Businesses a market is sold to, right after its name, are its audience and buy as businesses.
  {
    question: 'What are the trends in plant-based cheese for supermarkets in Germany?',
    subject: 'plant-based cheese',
    place: 'Germany',
    audience: 'supermarkets',
    first: /trends/,
    never: ['supermarkets consumer preferences'],
  },
  // Capitalised names after "in the" that end the question are its region, not its market.
  {
    question: 'Research: EV charging startups in the European Union',
    subject: 'EV charging startups',
    place: 'European Union',
    never: [/^European Union/m, 'about European Union'],
  },
  // A market the question counts as one keeps its article in the brief; the queries search for the bare name.
  {
    question: 'Is there demand for a bubble tea shop in Manchester?',
    subject: 'bubble tea shop',
    written: 'a bubble tea shop',
    place: 'Manchester',
    never: ['about bubble tea shop', 'for bubble tea shop'],
  },
  // An audience keeps the words of its stage in life, and a people word with a noun before it names people.
  {
    question: 'What do new parents in Bristol look for in baby sleep products?',
    subject: 'baby sleep products',
    place: 'Bristol',
    audience: 'new parents',
    never: [/Bristol parents/],
  },
  {
    question: 'What do first-time home buyers in Manchester look for in a mortgage broker?',
    subject: 'mortgage broker',
    written: 'a mortgage broker',
    place: 'Manchester',
    audience: 'first-time home buyers',
    never: [/^first-time home Manchester/m],
  },
  {
    question: 'What do young professionals in Singapore expect from a co-working space?',
    subject: 'co-working space',
    written: 'a co-working space',
    place: 'Singapore',
    audience: 'young professionals',
  },
  {
    question: 'How are small wineries in Oregon using direct-to-consumer sales?',
    subject: 'direct-to-consumer sales',
    place: 'Oregon',
    audience: 'small wineries',
  },
  // After "do", the people the question asks about come before its verb, whole: "pet owners", not "owners".
  {
    question: 'What do pet owners in Toronto want from a dog daycare?',
    subject: 'dog daycare',
    written: 'a dog daycare',
    place: 'Toronto',
    audience: 'pet owners',
    never: [/Toronto owners/],
  },
  // The names given as examples of a rival stay with it.
  {
    question: 'How are local takeaways competing with delivery apps such as Deliveroo in Leeds?',
    subject: 'local takeaways',
    place: 'Leeds',
    rival: 'delivery apps such as Deliveroo',
  },
  // What the market does ("opening in Lisbon") is no part of its name.
  {
    question: 'What are the biggest challenges for Korean restaurants opening in Lisbon?',
    subject: 'Korean restaurants',
    place: 'Lisbon',
    never: ['restaurants opening'],
  },
  // What businesses use to reach people is a means: the businesses stay the market, the people its audience.
  {
    question: 'How are luxury hotels in Bali using Instagram to reach honeymoon couples?',
    subject: 'luxury hotels',
    place: 'Bali',
    audience: 'honeymoon couples',
  },
  {
    question: 'How are craft breweries in Portland using taproom events to attract young drinkers?',
    subject: 'craft breweries',
    place: 'Portland',
    audience: 'young drinkers',
  },
  // Keeping people is an aim of a means as much as reaching them; "loyal" says which customers.
  {
    question: 'How are independent coffee roasters in Seattle using subscriptions to keep loyal customers?',
    subject: 'independent coffee roasters',
    place: 'Seattle',
    audience: 'loyal customers',
  },
  // After "to", a word in -ing is what is done with the market, not its name.
  {
    question: 'What are the main barriers to adopting heat pumps among homeowners in Ireland?',
    subject: 'heat pumps',
    place: 'Ireland',
    audience: 'homeowners',
    first: /risks/,
    never: [/adopting heat pumps (?:Ireland|in Ireland)/],
  },
  // Whoever competes with the rival is the market, though their word names people.
  {
    question: 'How are local butchers in Sydney competing with supermarkets?',
    subject: 'local butchers',
    place: 'Sydney',
    rival: 'supermarkets',
  },
  // "first-time" is one describing word; of two kinds of people, the first sell to the second.
  {
    question: 'How can mortgage brokers in Dublin reach first-time buyers?',
    subject: 'mortgage brokers',
    place: 'Dublin',
    audience: 'first-time buyers',
  },
  // A place after a preposition says where the plural is; the bare verb after it is still the plural's.
  {
    question: 'How can independent hair salons in Manchester attract Gen Z clients on TikTok?',
    subject: 'independent hair salons',
    place: 'Manchester',
    audience: 'Gen Z clients',
    never: [/Manchester attract/],
  },
  {
    question: 'Why do small wineries in Chile sell directly to consumers in the US?',
    subject: 'small wineries',
    place: 'Chile',
    audience: 'consumers in the US',
    never: ['Chile and the US'],
  },
  {
    question: 'Which social media platforms do small restaurants in Mexico use to reach customers?',
    subject: 'small restaurants',
    place: 'Mexico',
    never: [/^social media platforms/m],
  },
  {
    question: 'What are the main growth drivers for the craft beer market in Brazil?',
    subject: 'craft beer',
    written: 'the craft beer market',
    place: 'Brazil',
    never: ['for drivers', /drivers consumer preferences/],
  },
  {
    question: 'how do coffee shops in melbourne compete with chains like starbucks?',
    subject: 'coffee shops',
    place: 'Melbourne',
    rival: 'chains like Starbucks',
    never: [/starbucks/, /melbourne/],
  },
  {
    question: 'what is the market for yoga retreats in bali among european travellers?',
    subject: 'yoga retreats',
    place: 'Bali',
    audience: 'European travellers',
    never: [/\bbali\b/],
  },
  {
    question: 'how are small wineries in the napa valley using wine clubs to keep customers?',
    subject: 'small wineries',
    place: 'Napa Valley',
    never: [/napa/],
  },
  {
    question: 'How do subscription box companies in the US reduce churn?',
    subject: 'subscription box companies',
    place: 'US',
    never: [/reduce churn (?:market|competitors|customer)/],
  },
  {
    question: 'Which age groups buy the most vinyl records in Japan?',
    subject: 'vinyl records',
    place: 'Japan',
    first: /customer demographics/,
    never: [/^groups/m, /most vinyl/],
  },
  // Selling abroad is an angle of its own: exports, searched for as such.
  {
    question: 'how do small wineries in Portugal sell abroad?',
    subject: 'small wineries',
    place: 'Portugal',
    first: /sales and marketing channels/,
    angles: [/export markets/],
  },
  // Customers described by a word ("younger") are an audience; "customers" alone only asks about buyers.
  {
    question: 'How do independent bookshops attract younger customers?',
    subject: 'independent bookshops',
    audience: 'younger customers',
  },
  // A business of a kind named as "the" one keeps its article in the brief's sentences.
  {
    question: 'What trends are shaping the wedding photography business in 2027?',
    subject: 'wedding photography business',
    written: 'the wedding photography business',
    never: [/about wedding photography business|change wedding photography business/],
  },
  // What troubles customers ("pain points") is an angle on the market, not the market.
  {
    question: 'What are the main customer pain points in online grocery delivery in the UK?',
    subject: 'online grocery delivery',
    place: 'UK',
    never: [/pain points UK|about pain points/],
  },
  // "target customers" ask who the customers are; they are no audience of their own.
  {
    question: 'Who are the target customers for luxury dog beds?',
    subject: 'luxury dog beds',
    first: /customer/,
    never: [/for target customers|beds target customers/],
  },
  // A growth rate asks about the market's growth; the rate is no market.
  {
    question: 'What is the growth rate of the vegan cheese market in Europe?',
    subject: 'vegan cheese',
    written: 'the vegan cheese market',
    place: 'Europe',
    never: [/^rate|about rate/m],
  },
  // People asked what they want are the audience, though the tagger reads the "do" before them as a noun.
  {
    question: 'What do millennials want from banking apps?',
    subject: 'banking apps',
    audience: 'millennials',
  },
  // Platforms asked about are channels; plain "clients" are the market's buyers, no audience.
  {
    question: 'Which social platforms do small wedding photographers get clients from?',
    subject: 'small wedding photographers',
    first: /channels/,
    never: [/for clients|photographers clients/],
  },
  // The people a business wins are its customers, reached through its channels: no audience.
  {
    question: 'How do yoga studios in Berlin attract new members?',
    subject: 'yoga studios',
    place: 'Berlin',
    first: /channels/,
    never: [/for new members|studios new members/],
  },
  // What people spend asks about prices.
  {
    question: 'How much do people in the US spend on pet insurance?',
    subject: 'pet insurance',
    place: 'US',
    first: /prices/,
  },
  // People after a generation's name are one audience.
  {
    question: 'What do Gen Alpha kids want from toy brands?',
    subject: 'toy brands',
    audience: 'Gen Alpha kids',
  },
  // A letter joined to a word ("e-bikes") names a thing, never a verb: the market stays whole, with its place.
  {
    question: 'What are the pricing trends for e-bikes in the Netherlands?',
    subject: 'e-bikes',
    place: 'Netherlands',
    first: /prices/,
  },
  // What buyers think of a market ("consumer attitudes to…") asks about them; the market is what they think of.
  {
    question: 'What are consumer attitudes to lab-grown diamonds in the US?',
    subject: 'lab-grown diamonds',
    place: 'US',
    first: /customer/,
  },
  // A word in -ing before the word for the market names the kind of business.
  {
    question: 'What is the market size of the European e-scooter sharing industry?',
    subject: 'European e-scooter sharing',
    written: 'the European e-scooter sharing industry',
    first: /market size/,
  },
  // A place naming the market ("the UK market for…") is where it is, never part of its name.
  {
    question: 'How big is the UK market for pet grooming services?',
    subject: 'pet grooming services',
    place: 'UK',
    first: /market size/,
  },
  // Prospects are an angle of the question, never its market.
  {
    question: 'What are the growth prospects for mobile car washing in the UAE?',
    subject: 'mobile car washing',
    place: 'UAE',
    first: /growth opportunities/,
  },
  // A people's market is said before its goods.
  {
    question: 'How large is the Japanese market for matcha tea?',
    subject: 'Japanese matcha tea',
    first: /market size/,
    never: [/matcha tea Japanese/],
  },
  // The brands "of" a thing ask who sells it; the thing is the market.
  {
    question: 'Who are the leading brands of plant-based milk in the Netherlands?',
    subject: 'plant-based milk',
    place: 'Netherlands',
    first: /competitors/,
  },
  // A year after "for" is when: the market is named in full before it, and a market of one thing keeps its
  // "the" and its word for the market in the brief's sentences.
  {
    question: 'what are the biggest trends in the UK coffee shop market for 2027?',
    subject: 'UK coffee shop',
    written: 'the UK coffee shop market',
    angles: [/2027/],
    never: [/about UK coffee shop\b/, /market market/],
  },
  // Kinds of channel before the word for channels are the angle, never the market.
  {
    question: 'which social media platforms work best for promoting a local bakery?',
    subject: 'local bakery',
    written: 'a local bakery',
    first: /channels/,
    never: [/about social media/, /^social media/m],
  },
  // The marketing that works asks for the market's channels; it names no market.
  {
    question: 'what marketing works best for independent gyms?',
    subject: 'independent gyms',
    first: /channels/,
    never: [/marketing works/],
  },
  // A new business still to open is counted as one.
  {
    question: 'which competitors should a new bubble tea shop in Manchester watch?',
    subject: 'bubble tea shop',
    written: 'a bubble tea shop',
    place: 'Manchester',
    first: /competitors/,
  },
  // A rival's own audience after it ("for adult learners") stays the audience; the rival is then the market.
  {
    question: 'Who are the main competitors of Duolingo for adult learners in Brazil?',
    subject: 'Duolingo',
    place: 'Brazil',
    audience: 'adult learners',
    first: /competitors/,
  },
  // A channel businesses use to grow sales is the channels angle; the sales they grow are no audience.
  {
    question: 'How are small breweries in Ireland using social media to grow sales?',
    subject: 'small breweries',
    place: 'Ireland',
    first: /channels/,
    never: ['for sales', 'Ireland sales consumer'],
  },
  // What a market is doing ("growing") is no part of its name.
  {
    question: 'How fast is the electric scooter sharing market growing in Paris?',
    subject: 'electric scooter sharing',
    written: 'the electric scooter sharing market',
    place: 'Paris',
    first: /market size/,
    never: ['market growing'],
  },
  // How people use a market is asked of them first.
  {
    question: 'How are Gen Alpha kids using YouTube Shorts in Brazil?',
    subject: 'YouTube Shorts',
    place: 'Brazil',
    audience: 'Gen Alpha kids',
    first: /Gen Alpha kids consumer/,
  },
  // A noun the lexicon lacks stays a noun; what people look for in a market is asked of them first.
  {
    question: 'What are the trends in second-hand smartphones in Germany?',
    subject: 'second-hand smartphones',
    place: 'Germany',
    first: /trends/,
  },
  {
    question: 'What do Gen Z shoppers in Japan look for in skincare brands?',
    subject: 'skincare brands',
    place: 'Japan',
    audience: 'Gen Z shoppers',
    first: /Gen Z shoppers consumer/,
  },
  {
    question: 'How do pet owners in Australia choose a vet?',
    subject: 'vet',
    written: 'a vet',
    place: 'Australia',
    audience: 'pet owners',
    first: /pet owners consumer/,
  },
  // How a business promotes itself asks for its channels first.
  {
    question: 'How do small restaurants in Mexico City market themselves on Instagram?',
    subject: 'small restaurants',
    place: 'Mexico City',
    first: /channels/,
  },
  // Advertising alone names no market; the kinds of channel asked about say which.
  {
    question: 'Which social media platforms do UK small businesses use most for advertising?',
    subject: 'social media advertising',
    place: 'UK',
    first: /channels/,
  },
  // A growth rate asks how large the market is growing; sellers "of" a thing frame its market.
  {
    question: 'What is the growth rate of the pet insurance market in Spain?',
    subject: 'pet insurance',
    written: 'the pet insurance market',
    place: 'Spain',
    first: /market size/,
  },
  {
    question: 'Who are the leading suppliers of compostable packaging in the UK?',
    subject: 'compostable packaging',
    place: 'UK',
    first: /competitors/,
  },
  // "business" is one, though it ends as a plural does.
  {
    question: 'What are the opportunities for a mobile coffee van business in Ireland?',
    subject: 'mobile coffee van business',
    written: 'a mobile coffee van business',
    place: 'Ireland',
    first: /opportunities/,
  },
  // Audiences a business attracts are people; how it wins them is through its channels.
  {
    question: 'How are independent cinemas in the UK attracting younger audiences?',
    subject: 'independent cinemas',
    place: 'UK',
    audience: 'younger audiences',
    first: /channels/,
  },
  // Job seekers are people: what they look for is the market, asked of them first.
  {
    question: 'How do Gen Z job seekers in Australia find jobs?',
    subject: 'jobs',
    place: 'Australia',
    audience: 'Gen Z job seekers',
    first: /Gen Z job seekers/,
  },
  // A marketplace the market is sold on is kept like its place.
  {
    question: 'What trends are shaping the handmade jewellery market on Etsy?',
    subject: 'handmade jewellery',
    written: 'the handmade jewellery market',
    marketplace: 'Etsy',
    first: /trends/,
  },
  {
    question: 'What do buyers look for in vintage clothing on Depop in the UK?',
    subject: 'vintage clothing',
    place: 'UK',
    marketplace: 'Depop',
  },
  // The niches that grow fastest are the market's opportunities; the market is what they are niches of.
  {
    question: 'What are the fastest growing niches for online courses in India?',
    subject: 'online courses',
    place: 'India',
    first: /growth opportunities/,
    never: [/growing niches/],
  },
  // A force changing a market is the market's trend: the market is researched, the force searched with it.
  {
    question: 'How is AI changing the graphic design industry?',
    subject: 'graphic design',
    written: 'the graphic design industry',
    first: /AI impact/,
    never: [/^AI /m, /about AI\b/],
  },
  {
    question: 'How are rising interest rates impacting first-time home buyers in Canada?',
    subject: 'first-time home buyers',
    place: 'Canada',
    first: /rising interest rates impact/,
    never: [/rising interest rates is/],
  },
  // People in a place who look for something are asked about first, the place's "the" between them and the verb.
  {
    question: "What do parents in the UK look for in children's swimming lessons?",
    subject: "children's swimming lessons",
    place: 'UK',
    audience: 'parents',
    first: /parents consumer preferences/,
  },
  // Of two kinds of businesses, the second are whom the first sell to, and what is asked of the first comes first.
  {
    question: 'What pricing models do SaaS companies use for small businesses in Europe?',
    subject: 'SaaS companies',
    place: 'Europe',
    audience: 'small businesses',
    first: /prices/,
  },
  // Sellers "in" a market named after them are its competitors; the market is the one named.
  {
    question: 'Who are the leading brands in the UK protein bar market?',
    subject: 'UK protein bar',
    written: 'the UK protein bar market',
    first: /competitors/,
    never: [/^brands/m],
  },
  // Promotion named by its channel is a market of its own.
  {
    question: 'How much do small businesses in the US spend on social media advertising?',
    subject: 'social media advertising',
    place: 'US',
    audience: 'small businesses',
    first: /prices/,
  },
  // Counting the market asks its size; how it is doing asks where it is heading.
  {
    question: 'How many independent bookshops are there in the UK and how are they doing?',
    subject: 'independent bookshops',
    place: 'UK',
    first: /market size/,
    angles: [/trends/],
    never: ['How many independent bookshops are there'],
  },
  {
    question: 'How many coffee shops are in Berlin?',
    subject: 'coffee shops',
    place: 'Berlin',
    first: /market size/,
  },
  // A rental is a noun of the market's name; what people are willing to pay asks prices first.
  {
    question: 'What is the size of the e-bike rental market in Amsterdam?',
    subject: 'e-bike rental',
    written: 'the e-bike rental market',
    place: 'Amsterdam',
    first: /market size/,
  },
  {
    question: 'What are consumers willing to pay for organic baby food in the US?',
    subject: 'organic baby food',
    place: 'US',
    first: /prices/,
  },
  // Businesses that win new clients are the market; winning them asks for channels.
  {
    question: 'How do wedding photographers in the UK find new clients?',
    subject: 'wedding photographers',
    place: 'UK',
    first: /marketing channels/,
    never: ['for new clients'],
  },
  // Buyers named by what they buy are that market's customers.
  {
    question: 'What is the customer profile of luxury candle buyers in the US?',
    subject: 'luxury candle',
    written: 'the luxury candle market',
    place: 'US',
    first: /customer demographics/,
    never: ['profile of luxury', 'about luxury candle buyers'],
  },
  {
    question: 'How do pet insurance customers in the UK choose a provider?',
    subject: 'pet insurance',
    written: 'the pet insurance market',
    place: 'UK',
    first: /customer demographics/,
    never: ['provider UK', 'insurance customers consumer'],
  },
  // Profit margins ask prices; "typical" grades the question.
  {
    question: 'What are typical profit margins for food trucks in the US?',
    subject: 'food trucks',
    place: 'US',
    first: /prices and margins/,
    never: ['typical profit'],
  },
  // "like" after a noun compares; it names no market.
  {
    question: 'What is the competition like for hair salons in Dublin?',
    subject: 'hair salons',
    place: 'Dublin',
    first: /competitors/,
    never: ['like Dublin', 'about like'],
  },
  // A place inside who is asked about is the place; consumers alone are any market's buyers.
  {
    question: 'How much do UK consumers spend on takeaway coffee?',
    subject: 'takeaway coffee',
    place: 'UK',
    angles: [/prices/],
    never: ['UK UK', 'in UK', 'UK consumers consumer'],
  },
  // Sellers described by how they sell frame the market too.
  {
    question: 'Who are the biggest online retailers of handmade jewellery in the UK?',
    subject: 'handmade jewellery',
    place: 'UK',
    first: /competitors/,
    never: ['online retailers of'],
  },
  // Keeping members is a verb the businesses do; the gyms are the market.
  {
    question: 'How do independent gyms retain members in Australia?',
    subject: 'independent gyms',
    place: 'Australia',
    first: /marketing channels|customer demographics/,
    never: ['gyms retain'],
  },
  // Pros and cons frame the market; they ask for its opportunities and risks.
  {
    question: 'What are the pros and cons of opening a franchise coffee shop in Canada?',
    subject: 'franchise coffee shop',
    written: 'a franchise coffee shop',
    place: 'Canada',
    first: /opportunities|risks/,
    angles: [/risks/],
    never: ['pros and cons of opening Canada'],
  },
  // What businesses spend on promotion asks how they promote themselves.
  {
    question: 'What do small hotels in Portugal spend on marketing?',
    subject: 'small hotels',
    place: 'Portugal',
    first: /marketing channels/,
    never: ['prices and margins'],
  },
  // Businesses using a platform to sell are the market; the platform is their channel, and what they sell no
  // audience.
  {
    question: 'How are independent bookshops in the US using TikTok to sell books?',
    subject: 'independent bookshops',
    place: 'US',
    first: /channels/,
    never: [/^TikTok/m, 'for books'],
  },
  // People who charge for something sell it: they are the market, and what they charge for is priced.
  {
    question: 'How much do freelance photographers in London charge for a wedding?',
    subject: 'freelance photographers',
    place: 'London',
    first: /wedding prices/,
    never: [/^wedding /m, 'about a wedding'],
  },
  // Imports from a country ask about its exports.
  {
    question: 'Which countries import the most olive oil from Spain?',
    subject: 'olive oil',
    place: 'Spain',
    first: /export/,
  },
  // What a market prices, behind its owner's word, is priced.
  {
    question: 'How are independent coffee shops in Melbourne pricing their flat whites?',
    subject: 'independent coffee shops',
    place: 'Melbourne',
    first: /flat whites prices/,
  },
  // "How many people" counts users: the market's size, no audience.
  {
    question: 'How many people in Germany use meal kit services?',
    subject: 'meal kit services',
    place: 'Germany',
    first: /market size/,
    never: [/many people/],
  },
  // People a rival serves "for", named after it, stay the audience; the rival's market is the subject.
  {
    question: 'Who are the biggest competitors to Canva for small businesses?',
    subject: 'Canva',
    audience: 'small businesses',
    first: /competitors/,
  },
  // People described by a comparative ("younger readers") are the audience, and winning them asks for channels.
  {
    question: 'How do independent bookshops in the US attract younger readers?',
    subject: 'independent bookshops',
    place: 'US',
    audience: 'younger readers',
    angles: [/channels/],
  },
  // What people use to find a thing is a channel of that thing's market, which is the subject.
  {
    question: 'Which social media platforms do Gen Z use to discover new restaurants?',
    subject: 'restaurants',
    audience: 'Gen Z',
    first: /channels/,
    never: [/^social media market/m],
  },
  // The year a question asks about is searched for with its market.
  {
    question: 'What are the biggest trends in craft beer for 2027?',
    subject: 'craft beer',
    first: /^craft beer 2027 consumer trends/,
  },
];

const HASHTAG = /#[\p{L}\p{N}]+/gu;
const EMOJI = /\p{Extended_Pictographic}/u;
/** Hashtags no request should give: weekdays, determiners, numbers and the adjectives requests lean on. */
const NEVER_TAGS =
  /^#(?:\d.*|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today|Tomorrow|Tonight|This|The|Our|My|A|An|New|Small|Big|Great|Latest|Best|Free|Off)$/i;
/** The same word twice in a row ("our our", "at at"), across a line break too. */
const DOUBLED_WORD = /\b(\p{L}+)\s+\1\b/iu;
const FIGURES = /\d+(?:[.,]\d+)?\s*%|[$€£]\s?\d/;

const matches = (text: string, expected: Expected) =>
  typeof expected === 'string' ? text.includes(expected) : expected.test(text);
/** Subjects and facts may open a sentence, so their first letter's case is free. */
const mentions = (text: string, expected: Expected) =>
  typeof expected === 'string' ? text.toLowerCase().includes(expected.toLowerCase()) : expected.test(text);

/** Small counts as a tag spells them: "a 4-day week" gives #FourDayWeek. */
const SPELLED_COUNTS = ['', '', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** True when the hashtag is made only of words of the request ("#CoffeeShop" from "coffee shop"). */
function isMadeOfWords(hashtag: string, request: string): boolean {
  // "Mia's Bakery" may give #MiasBakery or #MiaBakery; "Flour & Fig" gives #FlourAndFig.
  const split = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const lower = request
    .toLowerCase()
    .replace(/\s&\s/g, ' and ')
    .replace(/\b([2-9]|10)(?=[- ])/g, (_, count: string) => `${count} ${SPELLED_COUNTS[Number(count)]}`);
  return isSpelledFrom(
    hashtag,
    new Set([
      ...split(lower.replace(/['’]s\b/g, '').replace(/['’]/g, '')),
      ...split(lower.replace(/['’]/g, '')),
    ]),
  );
}

let nlp: Nlp;
/** The request with the vowels a typo left out put back ("famly" as "family"), as the engine reads it. */
const asRead = (request: string) => withDroppedLettersRestored(nlp, request);

// The tagger loads on first use; its lexicons take a moment, which is not any one test's to pay.
beforeAll(async () => {
  nlp = await loadNlp();
}, 30_000);

describe('offline engine: captions for real requests', () => {
  it.each(CAPTIONS)('$request', async ({ request, subject, facts = [], tags = [], never = [] }) => {
    const plan = planCaptions(request);
    const profile = platformProfile(plan.platform);
    const answer = await offlineAnswer(captionPrompt(plan));
    const captions = splitCaptions(answer);
    expect(captions).toHaveLength(plan.count);
    expect(new Set(captions).size).toBe(captions.length);
    for (const caption of captions) {
      expect(mentions(caption, subject), `subject in: ${caption}`).toBe(true);
      expect(caption.length).toBeLessThanOrEqual(profile.captionLimit);
      expect(caption).not.toMatch(DOUBLED_WORD);
      // A space before a stop is stray, but not before a domain's dot ("your .edu email").
      expect(caption).not.toMatch(/\bundefined\b|\bnull\b|\s(?:[,!?:]|\.(?![a-z]{2,}\b))|\.\.|,,|\(\)/);
      if (profile.suitsEmoji) expect(caption).toMatch(EMOJI);
      else expect(caption).not.toMatch(EMOJI);
      const hashtags = caption.match(HASHTAG) ?? [];
      expect(hashtags.length).toBeGreaterThanOrEqual(1);
      expect(hashtags.length).toBeLessThanOrEqual(profile.typicalHashtags);
      for (const tag of hashtags) {
        expect(tag).not.toMatch(NEVER_TAGS);
        expect(isMadeOfWords(tag, asRead(request)), `${tag} is made of the request's words`).toBe(true);
      }
    }
    for (const fact of facts) expect(mentions(answer, fact), `fact ${String(fact)}`).toBe(true);
    for (const tag of tags) expect(answer.match(HASHTAG) ?? [], tag).toContain(tag);
    for (const text of never) expect(matches(answer, text), `never ${String(text)}`).toBe(false);
  });

  it('gives the same answer every time', async () => {
    for (const { request } of CAPTIONS.slice(0, 5)) {
      const prompt = captionPrompt(planCaptions(request));
      expect(await offlineAnswer(prompt)).toBe(await offlineAnswer(prompt));
    }
  });
});

describe('offline engine: research for real questions', () => {
  it.each(RESEARCH)('$question', async (row) => {
    const { question, subject, place, marketplace, audience, rival, first, angles = [], never = [] } = row;
    const written = row.written ?? subject;
    const queries = (await offlineAnswer(searchQueriesPrompt(question))).split('\n');
    expect(queries).toHaveLength(3);
    for (const query of queries) {
      const prefix = [subject, place, marketplace].filter(Boolean).join(' ');
      expect(query.startsWith(`${prefix} `), query).toBe(true);
    }
    if (first) expect(queries[0]).toMatch(first);
    for (const angle of angles)
      expect(
        queries.some((query) => angle.test(query)),
        String(angle),
      ).toBe(true);
    if (audience) expect(queries.some((query) => query.includes(audience))).toBe(true);
    if (rival) expect(queries.some((query) => query.includes(rival))).toBe(true);

    const brief = await offlineAnswer(researchReportPrompt({ question, queries, sources: [] }));
    expect([...brief.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([...RESEARCH_SECTIONS]);
    expect(brief).toContain(OFFLINE_RESEARCH_NOTICE);
    expect(brief).toContain(`for ${written}`);
    const onMarketplace = marketplace ? ` on ${marketplace}` : '';
    if (place) expect(brief).toMatch(new RegExp(`${written}${onMarketplace} in (?:the )?${place}`));
    else if (marketplace) expect(brief).toContain(`${written}${onMarketplace}`);
    if (audience) expect(brief).toContain(audience);
    if (rival) expect(brief).toContain(`set against ${rival}`);
    // The brief quotes the question; what it says of its own is checked without the quote.
    const own = brief.replaceAll(question, '');
    // A plan, not a report: no figure that the question did not bring.
    expect(own).not.toMatch(FIGURES);
    for (const text of never) expect(matches([...queries, own].join('\n'), text), String(text)).toBe(false);
  });
});

/**
 * Requests no one wrote down: each row's request with a piece of another row's added, with its pieces in the
 * opposite order, and every fifth in capitals. They run on the engine's own thread, whose watchdog turns a reading that never ends into a
 * failure naming the request, where in this thread it would hang the run.
 */
function recombined(): string[] {
  const requests = CAPTIONS.map((row) => row.request);
  const piecesOf = (request: string) => request.split(/\s*[,:]\s+/).filter(Boolean);
  return requests.flatMap((request, index) => {
    const other = piecesOf(requests[(index * 7 + 3) % requests.length]!);
    const pieces = piecesOf(request);
    const shouted = index % 5 === 0 ? [request.toUpperCase()] : [];
    return [`${request}, ${other.at(-1)}`, pieces.toReversed().join(', '), ...shouted];
  });
}

describe('offline engine: requests recombined from the table', { timeout: 120_000 }, () => {
  const thread = createOfflineThread({ answerLimitMs: 20_000 });
  afterAll(() => thread.close());

  it('answers each with the captions asked for, written whole', async () => {
    const never = new AbortController().signal;
    for (const description of recombined()) {
      const plan = planCaptions(description);
      const intent = { kind: 'captions' as const, description, platform: plan.platform, count: plan.count };
      const answer = await thread.answer(intent, never).catch((error: unknown) => {
        throw new Error(`no answer for ${JSON.stringify(description)}: ${String(error)}`);
      });
      const captions = splitCaptions(answer);
      expect(captions, description).toHaveLength(plan.count);
      for (const caption of captions) expect(caption, description).not.toMatch(/\bundefined\b|\bnull\b|\(\)/);
    }
  });
});
