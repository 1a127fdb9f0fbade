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
    imageAlt: 'A night match under floodlights on a ground ringed by lit apartment towers.',
  },
  {
    key: 'season-2',
    headlineTop: 'Oxygen Premier League',
    headlineEmph: 'Season 2',
    tagline: 'Neighbourhood cricket is back: bigger, louder, bolder.',
    imageAlt: 'At dusk a batter in blue lofts the ball high over the apartment blocks.',
  },
  {
    key: 'cricket-carnival',
    headlineTop: "Sarjapur's Own",
    headlineEmph: 'Apartment Cricket Carnival',
    tagline: 'Brought to you by Team Oxygen, for every society, every family, every fan.',
    imageAlt: 'Fireworks and strings of coloured lights over the crowd on the boundary at night.',
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
  {key: 'oxygen-gangsters', name: 'Oxygen Gangsters', shortName: 'GAN', icon: '🦁', society: 'oxygen-residency', colours: ['#0b6e4f', '#21d07a']},
  {key: 'oxygen-desperados', name: 'Oxygen Desperados', shortName: 'DES', icon: '🐺', society: 'green-meadows', colours: ['#7a1f1f', '#e2553b']},
  {key: 'oxygen-gladiators', name: 'Oxygen Gladiators', shortName: 'GLA', icon: '🛡️', society: 'lakeview-heights', colours: ['#1d3b8f', '#3f8efc']},
  {
    key: 'oxygen-elite-warriors-rising-force',
    name: 'Oxygen Elite Warriors Rising Force',
    shortName: 'EWR',
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

// Each photo's caption (shown under it) and alt text (what the illustration shows), in the order of
// gallery-scenes.ts, which draws them.
export const gallerySections = [
  {
    key: 'auction-2025',
    name: 'Auction 2025',
    photos: [
      ['Team owners take their seats for the auction', 'A packed hall in team colours faces the stage under the banner "OPL Player Auction 2025", rows of red chairs in front.'],
      ['The auctioneer opens the bidding', 'The auctioneer raises his gavel at the green OPL lectern; the bid board beside him reads "Next up: batter, base price ₹ 1,000".'],
      ['A bidding war for an all-rounder', 'The bid board for lot 14, an all-rounder, shows ₹ 18,500 as paddles 7 and 3 go up on either side of the crowd.'],
      ['Paddles up for the first pick', 'Seven numbered paddles rise over a crowd of team owners under the "First pick" banner.'],
      ['Captains plan their squads', 'At the Warriors table, a captain in purple and gold points at a squad plan listing opener, number 3, keeper, spinner and quick.'],
      ['Sold! The hammer comes down', 'A wooden gavel strikes the block in a pool of warm light beneath a big gold "SOLD!".'],
      ['Teams pose with their new signings', 'Seven players in green, red, blue and purple kits line up on stage under the "New signings" banner, two with arms raised.'],
    ],
  },
  {
    key: 'season-1-matches',
    name: 'Season 1 Matches',
    photos: [
      ['Opening ball of Season 1', 'At sunrise a bowler in green runs in down the pitch towards a batter in red, apartment blocks behind the ground.'],
      ['A straight drive past the bowler', 'A batter in blue drives, and the ball streaks back past the crouching bowler in green.'],
      ['Wicket! Middle stump out of the ground', 'The stumps are shattered and the bails fly as a batter in purple looks back at the ball.'],
      ['Diving catch at point', 'At dusk a fielder in green dives full length at point, the ball just ahead of his hands.'],
      ['Spinner tossing it up under lights', 'Under floodlights at night a bowler in blue loops the ball high towards a batter in green.'],
      ['Run out at the non-striker end', 'A batter in red dives for the crease as the bails fly and a fielder in purple throws his arms up.'],
      ['Fans cheering from the balcony stands', 'Fans pack four floors of apartment balconies, waving, with green, red, blue and purple team banners.'],
      ['Six over long-on', "Under a deep blue sky the ball sails over the boundary rope, the fielder in red reaching for it in vain; a big 6 hangs in the sky."],
      ['Teams shake hands after a thriller', 'At sunset the teams in blue and red meet in a line and shake hands on the pitch.'],
      ['Keeper appeals for a stumping', 'The keeper in green throws up his gloves beside broken stumps as the batter in purple stretches back.'],
      ['Fast bowler at the top of his run-up', 'Seen from low on the grass, a fast bowler in red strides in, ball in hand, against a bright blue sky.'],
      ['Match-winning knock celebrated', 'Under the lights the scoreboard reads "Gangsters win, 103/4 (7.2)" as the players in green celebrate.'],
    ],
  },
  {
    key: 'closing-day',
    name: 'Closing Day',
    photos: [
      ['Champions lift the Season 1 trophy', 'The captain in green lifts the gold trophy high among cheering team-mates as confetti falls on a purple evening.'],
      ['Player of the tournament award', 'Under a spotlight the player of the tournament, in red, shakes hands on stage beside a small gold trophy.'],
      ['Families on the ground for the ceremony', 'Families sit on red and blue mats on the outfield under strings of coloured lights at sunset.'],
      ['Fireworks over the final', 'Gold, pink, blue and green fireworks burst in the night sky over the floodlit ground and the crowd.'],
      ['All teams together for the closing photo', 'All four teams in two rows on the grass under the "OPL Season 1 · 2025" banner, the trophy in the middle.'],
    ],
  },
]

// Placeholders all; those with `logo: true` get a drawn mark (marks.ts). The main spot stays open.
export const sponsors = [
  {key: 'main', tier: 'main', name: 'Your Brand Here', initials: 'MS', tagline: 'Main sponsor of OPL Season 2 — this spot is open.', order: 1},
  {key: 'co-1', tier: 'co', name: 'Co Sponsor One', initials: 'C1', tagline: 'Backing neighbourhood cricket.', order: 1, logo: true},
  {key: 'co-2', tier: 'co', name: 'Co Sponsor Two', initials: 'C2', tagline: 'Proud supporter of Season 2.', order: 2, logo: true},
  {key: 'powered-1', tier: 'powered-by', name: 'Partner One', initials: 'P1', tagline: 'Powered-by partner.', order: 1, logo: true},
  {key: 'powered-2', tier: 'powered-by', name: 'Partner Two', initials: 'P2', tagline: 'Powered-by partner.', order: 2, logo: true},
  {key: 'powered-3', tier: 'powered-by', name: 'Partner Three', initials: 'P3', tagline: 'Powered-by partner.', order: 3, logo: true},
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
