// Reusable field types shared by several documents.
import {accessibleImage} from './accessible-image'
import {colourGradient} from './colour-gradient'
import {galleryImage} from './gallery-image'
import {link} from './link'
import {postPicture} from './post-picture'
import {supportContact} from './support-contact'

export const objects = [accessibleImage, colourGradient, galleryImage, link, postPicture, supportContact]
