// The OPL Studio: where volunteers edit news, photos and key dates, built on the shared schemas/, with
// a desk laid out like the site and a live draft preview of the site itself.
import {visionTool} from '@sanity/vision'
import {defineConfig} from 'sanity'
import {presentationTool} from 'sanity/presentation'
import {structureTool} from 'sanity/structure'
import {schemaTypes} from '../schemas'
import {WriteReportAction} from './match/write-report-action'
import {LOCAL_FEATURES_OFF, LOCAL_PROJECT_ID, localApiHost, localAuth} from './local-lake'
import {PreviewWithWords} from './fit/gallery-tile'
import {OfflineShellLayout} from './offline-shell/offline-shell-layout'
import {withSettledPublish} from './fit/settled-publish'
import {toolsFor} from './fit/tools'
import {presentationOptions} from './presentation'
import {FormField, FormInput} from './scorer/form-input'
import {ScoreThisMatchAction, scorecardForMatch} from './scorer/scorecard-for-match'
import {groupedTemplates, SINGLETON_TYPES, structure} from './structure'
import {teamNoteForTeam} from './team/team-note-link'

/** What a volunteer may do to a singleton: edit and publish it, never delete or duplicate it. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

/** A Sanity project when one is configured; otherwise the local stand-in (`npm run studio`). */
const projectId = process.env.SANITY_STUDIO_PROJECT_ID
const backend = projectId ? {projectId} : {projectId: LOCAL_PROJECT_ID, apiHost: localApiHost(), auth: localAuth(), ...LOCAL_FEATURES_OFF}

export default defineConfig({
  name: 'default',
  title: 'Oxygen Premier League',
  ...backend,
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({structure}), presentationTool(presentationOptions(!projectId)), visionTool()],
  schema: {
    types: schemaTypes,
    // No "create new" for singletons anywhere: the desk opens the one document with its fixed id.
    templates: (templates) => [...templates.filter(({schemaType}) => !SINGLETON_TYPES.has(schemaType)), scorecardForMatch, teamNoteForTeam, ...groupedTemplates],
  },
  // The service worker that lets the Studio, and the scorer's tool in it, start and reload with no network.
  studio: {components: {layout: OfflineShellLayout}},
  // Vision (the query playground) for administrators only.
  tools: (tools, {currentUser}) => toolsFor(tools, currentUser),
  // A scorecard opens on the scorer's tool; a match links to its scorecard, names its teams and works its
  // result out; every field's errors show under it; a gallery photo's tile says its caption and what it
  // still needs.
  form: {components: {input: FormInput, field: FormField, preview: PreviewWithWords}},
  document: {
    // Comments need Sanity's comments dataset and its live socket; the OPL does not use them.
    comments: {enabled: false},
    actions: (defaults, {schemaType}) => {
      const actions = withSettledPublish(defaults)
      if (SINGLETON_TYPES.has(schemaType)) return actions.filter(({action}) => action && SINGLETON_ACTIONS.has(action))
      return schemaType === 'match' ? [...actions, WriteReportAction, ScoreThisMatchAction] : actions
    },
  },
})
