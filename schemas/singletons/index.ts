// Documents that exist exactly once.
import {siteSettings} from './site-settings'

export const singletons = [siteSettings]
