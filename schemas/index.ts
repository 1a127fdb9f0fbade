// The one list of schema types, used by the Studio, typegen and the dataset validator.
import {documents} from './documents'
import {objects} from './objects'
import {singletons} from './singletons'
import {withTextLimits} from './text-limit-rules'

// Every text field gets a maximum length (text-limit-rules.ts), those added later too.
export const schemaTypes = withTextLimits([
  // Documents that exist once
  ...singletons,
  // Content documents
  ...documents,
  // Shared field types
  ...objects,
])
