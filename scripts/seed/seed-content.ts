// The season-2 seed content as plain data: what `generate-seed.ts` turns into content/data.ndjson.
// Edit here only to regenerate the seed from scratch; day-to-day edits happen in the Studio.

export const settings = {
  leagueName: 'Oxygen Premier League',
  shortName: 'OPL',
  description:
    'Season 2 of the Oxygen Premier League: apartment cricket among the housing societies of Sarjapur, Bangalore.',
  seasonLabel: '2025',
  hostTeam: 'Team Oxygen',
  supportEmail: 'support@oxygenpremierleague.in',
  socialLink: {label: 'Instagram', url: 'https://www.instagram.com/oxygenpremierleague'},
  location: 'Bangalore, Karnataka',
  registrationContact: {name: 'OPL Registration Desk', phone: '+91 98450 00000', email: 'register@oxygenpremierleague.in'},
}

export const heroSlides = [
  {
    key: 'apartment-premier-league',
    headlineTop: 'Oxygen Premier League',
    headlineEmph: 'Apartment Premier League',
    tagline: 'The apartment cricket league of Sarjapur, Bangalore — hosted by Team Oxygen.',
  },
  {
    key: 'season-2',
    headlineTop: 'Oxygen Premier League',
    headlineEmph: 'Season 2',
    tagline: 'Neighbourhood cricket is back: bigger, louder, bolder.',
  },
  {
    key: 'cricket-carnival',
    headlineTop: "Sarjapur's Own",
    headlineEmph: 'Apartment Cricket Carnival',
    tagline: 'Brought to you by Team Oxygen, for every society, every family, every fan.',
  },
]

export const societies = [
  {key: 'oxygen-residency', name: 'Oxygen Residency', location: 'Dommasandra, Sarjapur Road'},
  {key: 'green-meadows', name: 'Green Meadows Enclave', location: 'Kodathi, Sarjapur Road'},
  {key: 'lakeview-heights', name: 'Lakeview Heights', location: 'Chikkabellandur'},
  {key: 'silver-oak', name: 'Silver Oak Apartments', location: 'Carmelaram'},
  {key: 'palm-grove', name: 'Palm Grove Residences', location: 'Kaikondrahalli'},
  {key: 'sunrise-towers', name: 'Sunrise Towers', location: 'Gunjur'},
  {key: 'maple-county', name: 'Maple County', location: 'Muthanallur, Sarjapur'},
  {key: 'banyan-springs', name: 'Banyan Springs', location: 'Chandapura–Sarjapur Road'},
]

export const teams = [
  {key: 'oxygen-gangsters', name: 'Oxygen Gangsters', icon: '🦁', society: 'oxygen-residency', colours: ['#0b6e4f', '#21d07a']},
  {key: 'oxygen-desperados', name: 'Oxygen Desperados', icon: '🐺', society: 'green-meadows', colours: ['#7a1f1f', '#e2553b']},
  {key: 'oxygen-gladiators', name: 'Oxygen Gladiators', icon: '🛡️', society: 'lakeview-heights', colours: ['#1d3b8f', '#3f8efc']},
  {
    key: 'oxygen-elite-warriors-rising-force',
    name: 'Oxygen Elite Warriors Rising Force',
    icon: '⚔️',
    society: 'silver-oak',
    colours: ['#5b2a86', '#d4a017'],
  },
] as const

export const placeholderTeam = {key: 'new-team', name: 'New Team — Coming Soon', icon: '➕'}

export const teamNotes = [
  {
    team: 'oxygen-gangsters',
    captain: 'Rahul Menon',
    quote: 'Season 1 taught us that every run counts. This time we bring the whole society to the boundary rope.',
  },
  {
    team: 'oxygen-desperados',
    captain: 'Arjun Reddy',
    quote: 'We play like we have nothing to lose and everything to win. Expect fireworks in every over.',
  },
  {
    team: 'oxygen-gladiators',
    captain: 'Karthik Iyer',
    quote: 'Discipline with the ball, fearless with the bat. The Gladiators are ready for the arena.',
  },
  {
    team: 'oxygen-elite-warriors-rising-force',
    captain: 'Vikram Shetty',
    quote: 'New name, new hunger. The Rising Force is here to prove that heart beats experience.',
  },
]

export const keyDates = [
  {
    key: 'auction',
    title: 'Player Auction',
    date: '2025-12-06',
    desc: 'Team owners bid for players from every society. Date is tentative and may move.',
    badge: 'TENTATIVE',
  },
  {
    key: 'league-start',
    title: 'League Matches Begin',
    date: '2026-01-24',
    dateNote: 'onwards',
    desc: 'Weekend league matches across Sarjapur grounds, every Saturday and Sunday.',
    badge: 'SEASON START',
  },
  {
    key: 'grand-finale',
    title: 'Grand Finale',
    date: '2026-02-08',
    desc: 'The top two teams fight for the Season 2 trophy, followed by the closing ceremony.',
    badge: 'FINALS',
  },
] as const

export const gallerySections = [
  {
    key: 'auction-2025',
    name: 'Auction 2025',
    captions: [
      'Team owners take their seats for the auction',
      'The auctioneer opens the bidding',
      'A bidding war for an all-rounder',
      'Paddles up for the first pick',
      'Captains plan their squads',
      'Sold! The hammer comes down',
      'Teams pose with their new signings',
    ],
  },
  {
    key: 'season-1-matches',
    name: 'Season 1 Matches',
    captions: [
      'Opening ball of Season 1',
      'A straight drive past the bowler',
      'Wicket! Middle stump out of the ground',
      'Diving catch at point',
      'Spinner tossing it up under lights',
      'Run out at the non-striker end',
      'Fans cheering from the balcony stands',
      'Six over long-on',
      'Teams shake hands after a thriller',
      'Keeper appeals for a stumping',
      'Fast bowler at the top of his run-up',
      'Match-winning knock celebrated',
    ],
  },
  {
    key: 'closing-day',
    name: 'Closing Day',
    captions: [
      'Champions lift the Season 1 trophy',
      'Player of the tournament award',
      'Families on the ground for the ceremony',
      'Fireworks over the final',
      'All teams together for the closing photo',
    ],
  },
]

export const sponsors = [
  {key: 'main', tier: 'main', name: 'Your Brand Here', initials: 'MS', tagline: 'Main sponsor of OPL Season 2 — this spot is open.', order: 1},
  {key: 'co-1', tier: 'co', name: 'Co Sponsor One', initials: 'C1', tagline: 'Backing neighbourhood cricket.', order: 1},
  {key: 'co-2', tier: 'co', name: 'Co Sponsor Two', initials: 'C2', tagline: 'Proud supporter of Season 2.', order: 2},
  {key: 'powered-1', tier: 'powered-by', name: 'Partner One', initials: 'P1', tagline: 'Powered-by partner.', order: 1},
  {key: 'powered-2', tier: 'powered-by', name: 'Partner Two', initials: 'P2', tagline: 'Powered-by partner.', order: 2},
  {key: 'powered-3', tier: 'powered-by', name: 'Partner Three', initials: 'P3', tagline: 'Powered-by partner.', order: 3},
] as const

export const pages = [
  {
    slug: 'about',
    title: 'About OPL',
    description: 'What the Oxygen Premier League is, who hosts it and how the societies of Sarjapur take part.',
    paragraphs: [
      'The Oxygen Premier League (OPL) is an apartment cricket league for the housing societies in and around Sarjapur, Bangalore, hosted by Team Oxygen.',
      'Season 1 brought neighbours onto the field and families to the boundary. Season 2 grows the league: more societies, an auction, weekend league matches and a Grand Finale.',
      'OPL is run by volunteers. Everything on this site — news, photos, key dates — is kept up to date by them.',
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    description: 'How the Oxygen Premier League website treats your information.',
    paragraphs: [
      'This website does not ask you to sign in and does not store personal information about visitors.',
      'The contact form on this site does not send or store what you type. To reach the organisers, write to the support email in the footer.',
      'Photos in the gallery were taken at league events. If you would like a photo of you removed, write to the support email and we will take it down.',
    ],
  },
  {
    slug: 'terms',
    title: 'Terms & Conditions',
    description: 'The terms for using the Oxygen Premier League website.',
    paragraphs: [
      'The content of this site is provided by the league organisers for information only. Dates marked tentative may change.',
      'Team names, logos and photos belong to the league and its teams. Please ask before reusing them.',
      'Participation in the league is governed by the rules shared with the societies at registration.',
    ],
  },
]
