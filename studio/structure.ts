// The Studio's desk, laid out like the site: settings first, then what the home page shows, then the
// other lists. Where the site shows things in the editors' order, the list is drag-and-drop.
import {orderableDocumentListDeskItem} from '@sanity/orderable-document-list'
import type {StructureResolver} from 'sanity/structure'
import {SITE_SETTINGS_ID} from '../schemas/singletons/site-settings'

export type DeskSection = {
  type: string
  title: string
  kind: 'singleton' | 'ordered' | 'list' | 'grouped'
  /** For a grouped list: the reference field whose target groups the documents (a season, a team). */
  by?: {field: string; type: string}
}

/** Every document type, in the order volunteers see them. */
export const DESK_SECTIONS: DeskSection[] = [
  {type: 'siteSettings', title: 'Site settings', kind: 'singleton'},
  {type: 'heroSlide', title: 'Home slides', kind: 'ordered'},
  {type: 'post', title: 'News posts and match reports', kind: 'list'},
  {type: 'teamNote', title: 'News (team notes)', kind: 'ordered'},
  {type: 'keyDate', title: 'Key dates', kind: 'ordered'},
  {type: 'gallerySection', title: 'Gallery', kind: 'ordered'},
  {type: 'society', title: 'Societies', kind: 'list'},
  {type: 'team', title: 'Teams', kind: 'list'},
  {type: 'sponsor', title: 'Sponsors', kind: 'list'},
  {type: 'page', title: 'Pages (About, Privacy, Terms)', kind: 'list'},
  {type: 'season', title: 'Seasons', kind: 'list'},
  {type: 'match', title: 'Matches by season', kind: 'grouped', by: {field: 'season', type: 'season'}},
  {type: 'scorecard', title: 'Scorecards (ball by ball)', kind: 'list'},
  {type: 'player', title: 'Players by team', kind: 'grouped', by: {field: 'team', type: 'team'}},
]

/** Types that exist exactly once: no "create new", no delete or duplicate. */
export const SINGLETON_TYPES = new Set(DESK_SECTIONS.filter((s) => s.kind === 'singleton').map((s) => s.type))

export const structure: StructureResolver = (S, context) => {
  const item = ({type, title, kind, by}: DeskSection) => {
    if (kind === 'singleton') {
      return S.listItem()
        .id(type)
        .title(title)
        .schemaType(type)
        .child(S.document().schemaType(type).documentId(SITE_SETTINGS_ID).title(title))
    }
    if (kind === 'ordered') return orderableDocumentListDeskItem({type, title, id: type, S, context})
    if (kind === 'grouped' && by) {
      // Pick the season (or team) first, then see only its matches (or players).
      const list = (id: string) =>
        S.documentList()
          .title(title)
          .schemaType(type)
          .filter(`_type == $type && ${by.field}._ref == $id`)
          .params({type, id})
      return S.listItem()
        .id(type)
        .title(title)
        .schemaType(type)
        .child(S.documentTypeList(by.type).title(title).child(list))
    }
    return S.documentTypeListItem(type).title(title)
  }
  const [settings, ...lists] = DESK_SECTIONS.map(item)
  return S.list()
    .title('Oxygen Premier League')
    .items([settings!, S.divider(), ...lists])
}
