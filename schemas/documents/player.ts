// A player registered for a season: shown by team on /participation/players and, with an
// auction price, on /matches/top-bids.
import {UserIcon} from '@sanity/icons/User'
import {defineField, defineType} from 'sanity'

export const PLAYER_ROLES = [
  {title: 'Batter', value: 'batter'},
  {title: 'Bowler', value: 'bowler'},
  {title: 'All-rounder', value: 'allRounder'},
  {title: 'Wicket-keeper', value: 'wicketKeeper'},
] as const

export const player = defineType({
  name: 'player',
  title: 'Player',
  icon: UserIcon,
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().max(80).error("Add the player's name."),
    }),
    defineField({
      name: 'slug',
      title: 'Web address',
      type: 'slug',
      description: 'The last part of the player\'s page address: /participation/players/<this>. Click Generate to make it from the name.',
      // Unique among players: Sanity's slug field refuses one another player has (its default isUnique);
      // the dataset validator checks the same (scripts/lib/dataset-checks.ts).
      options: {source: 'name', maxLength: 96},
      validation: (rule) => rule.required().error('Click Generate to give this player a web address.'),
    }),
    defineField({
      name: 'society',
      title: 'Society',
      type: 'reference',
      to: [{type: 'society'}],
      options: {disableNew: true},
    }),
    defineField({
      name: 'team',
      title: 'Team',
      type: 'reference',
      to: [{type: 'team'}],
      options: {disableNew: true},
      description: 'The team the player plays for this season.',
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      options: {list: [...PLAYER_ROLES], layout: 'radio'},
      validation: (rule) => rule.required().error('Choose what the player mainly does.'),
    }),
    defineField({name: 'photo', title: 'Photo', type: 'accessibleImage'}),
    defineField({
      name: 'auctionPrice',
      title: 'Auction price (₹)',
      type: 'number',
      description: 'What the team paid at the auction, in rupees. Leave empty if not auctioned.',
      validation: (rule) => rule.min(0).integer().error('Use whole rupees for the price.'),
    }),
    defineField({
      name: 'boughtBy',
      title: 'Bought by',
      type: 'reference',
      to: [{type: 'team'}],
      options: {disableNew: true},
      hidden: ({document}) => document?.auctionPrice == null,
    }),
  ],
  preview: {
    select: {
      title: 'name',
      team: 'team.name',
      role: 'role',
      price: 'auctionPrice',
      media: 'photo',
    },
    prepare: ({title, team, role, price, media}) => ({
      title,
      subtitle: [team, PLAYER_ROLES.find((r) => r.value === role)?.title, price != null ? `₹${price}` : null]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
})
