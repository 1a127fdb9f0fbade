// Reusable field types shared by several documents.
import {accessibleImage} from './accessible-image'
import {delivery} from '../documents/scorecard'
import {colourGradient} from './colour-gradient'
import {galleryImage} from './gallery-image'
import {link} from './link'
import {postPicture} from './post-picture'
import {supportContact} from './support-contact'

export const objects = [accessibleImage, colourGradient, delivery, galleryImage, link, postPicture, supportContact]
