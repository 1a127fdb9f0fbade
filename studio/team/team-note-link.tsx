// From a team to its team note, and back to the note's logo: at the top of a team's form, its note
// ("Team note: <captain> — Open") or the way to write one, made from the `teamNote-for-team` template
// (its team already set), under an id derived from the team so two volunteers pressing at once open the
// same document.
import {useEffect, useState} from 'react'
import {type ObjectInputProps, type Template, useClient} from 'sanity'
import {IntentLink} from 'sanity/router'
import {STUDIO_API_VERSION} from '../scorer/match-query'
import {MatchBanner} from '../scorer/scorer.styles'

export const TEAM_NOTE_TEMPLATE_ID = 'teamNote-for-team'

/** The template a new team note starts from: the team it is about. */
export const teamNoteForTeam: Template<{teamId?: string}, {team?: {_type: 'reference'; _ref: string}}> = {
  id: TEAM_NOTE_TEMPLATE_ID,
  title: 'Team note for a team',
  schemaType: 'teamNote',
  parameters: [{name: 'teamId', type: 'string'}],
  value: (params) => (params?.teamId ? {team: {_type: 'reference', _ref: params.teamId}} : {}),
}

/** The id a team's first note gets: `team-oxygen-gangsters` → `teamNote-oxygen-gangsters`, as the seed's. */
export const teamNoteIdFor = (teamId: string) => `teamNote-${teamId.replace(/^drafts\./, '').replace(/^team-/, '')}`

/** A team's note (a draft counts), newest first. */
const TEAM_NOTE_QUERY = /* groq */ `*[_type == "teamNote" && team._ref == $teamId] | order(_updatedAt desc)[0]{_id, captain}`

type Note = {_id: string; captain: string | null} | null

export function TeamFormWithNoteLink(props: ObjectInputProps) {
  const teamId = typeof props.value?._id === 'string' ? props.value._id.replace(/^drafts\./, '') : undefined
  return (
    <>
      {teamId ? <TeamNoteLink teamId={teamId} /> : null}
      {props.renderDefault(props)}
    </>
  )
}

function TeamNoteLink({teamId}: {teamId: string}) {
  const client = useClient({apiVersion: STUDIO_API_VERSION})
  const [found, setFound] = useState<{for: string; note: Note}>()
  useEffect(() => {
    let current = true
    client.fetch<Note>(TEAM_NOTE_QUERY, {teamId}).then(
      (note) => current && setFound({for: teamId, note}),
      () => current && setFound({for: teamId, note: null}),
    )
    return () => {
      current = false
    }
  }, [client, teamId])
  if (found?.for !== teamId) return <MatchBanner><p>Looking for this team’s note…</p></MatchBanner>
  const {note} = found
  return (
    <MatchBanner>
      {note ? (
        <>
          <p>Team note: {note.captain || 'no captain yet'}</p>
          <IntentLink intent="edit" params={{type: 'teamNote', id: note._id.replace(/^drafts\./, '')}}>
            Open
          </IntentLink>
        </>
      ) : (
        <>
          <p>This team has no team note yet.</p>
          <IntentLink intent="create" params={[{type: 'teamNote', id: teamNoteIdFor(teamId), template: TEAM_NOTE_TEMPLATE_ID}, {teamId}]}>
            Write the team note
          </IntentLink>
        </>
      )}
    </MatchBanner>
  )
}
