// The OPL Studio: where volunteers edit news, photos and key dates, built on the shared schemas/.
import {visionTool} from '@sanity/vision'
import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {schemaTypes} from '../schemas'

export default defineConfig({
  name: 'default',
  title: 'Oxygen Premier League',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'opl-local',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool(), visionTool()],
  schema: {types: schemaTypes},
})
