import '../../../components/table/table.css';
import { TrackList } from '../common/TrackList';

/** /sale/op-supply-plan (运营供货计划): the operator's own tracks to split, confirm, withdraw or delete. */
export default function OpTracksPage() {
  return <TrackList title="运营供货计划" tableKey="supply.opTracks" />;
}
