// Sanity CLI settings for the Studio in this folder: which project to talk to, where schema
// extraction and typegen read and write.
import {defineCliConfig} from 'sanity/cli'

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
})
