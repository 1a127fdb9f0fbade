// Every document type the site reads.
import {gallerySection} from './gallery-section'
import {heroSlide} from './hero-slide'
import {keyDate} from './key-date'
import {match} from './match'
import {page} from './page'
import {player} from './player'
import {post} from './post'
import {scorecard} from './scorecard'
import {season} from './season'
import {society} from './society'
import {sponsor} from './sponsor'
import {team} from './team'
import {teamNote} from './team-note'
import {venue} from './venue'

export const documents = [heroSlide, teamNote, keyDate, gallerySection, society, team, sponsor, page, season, venue, match, scorecard, player, post]
