// The one list of schema types, used by the Studio, typegen and the dataset validator.
import {documents} from './documents'
import {objects} from './objects'
import {singletons} from './singletons'

export const schemaTypes = [
  // Documents that exist once
  ...singletons,
  // Content documents
  ...documents,
  // Shared field types
  ...objects,
]
