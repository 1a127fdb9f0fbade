// Sanity CLI settings for the Studio in this folder: which project to talk to, where schema
// extraction and typegen read and write, and the service worker the build adds.
import {defineCliConfig} from 'sanity/cli'
import {offlineShell} from './offline-shell/vite-plugin'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'opl-local',
    dataset: process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production',
  },
  schemaExtraction: {path: './schema.json'},
  typegen: {
    path: '../web/**/*.{ts,tsx}',
    schema: './schema.json',
    generates: '../web/lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
  deployment: {autoUpdates: false},
  // The built Studio carries a service worker, so the scorer's tool works and reloads with no network.
  vite: {plugins: [offlineShell()]},
})
