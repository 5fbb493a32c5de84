package host

import (
	"errors"
	"io/fs"
	"slices"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/scorepad"
)

// ErrOtherPad is wrapped by the refusal of a pad that is not one of the
// game's: another game, other players or seating, other options. A face
// tells it as bad input (exit 2).
var ErrOtherPad = errors.New("the pad is another game's")

// Pad is the score pad a game writes its rounds to: the game it must be a
// pad of, and what of it is the game's. Every face writes its pad through
// Sync, after the log or journal that holds the same rounds.
type Pad struct {
	// Path is the pad's file, from the current folder.
	Path string
	// Game, Players and Options are the game the pad must be a pad of.
	Game    string
	Players []string
	Options engine.Options
	// Base counts the rounds the pad held before this game's first.
	Base int
	// Written are the fingerprints (scorepad.Pad.Digest) of the rounds
	// this game wrote, from round Base+1: the rounds it may take back.
	// A round it did not write is never removed or replaced.
	Written []string
	// Command is the command that goes on with the game, told when the
	// pad holds rounds the game did not write.
	Command string
}

// Create makes sure the pad exists (a new one, its first dealer dealer,
// when missing) and is a pad of the game, and notes its rounds so far as
// the ones before this game's.
func (p *Pad) Create(dealer int) error {
	sp, err := scorepad.Load(p.Path)
	if errors.Is(err, fs.ErrNotExist) {
		if sp, err = scorepad.New(p.Game, p.Players, p.Options, dealer); err != nil {
			return err
		}
		if err := scorepad.Create(p.Path, sp, false); err != nil {
			return err
		}
	} else if err != nil {
		return err
	}
	if err := p.check(sp); err != nil {
		return err
	}
	p.Base, p.Written = len(sp.Rounds), nil
	return nil
}

// Reopen reads the pad a resumed game recorded: it must be there and be
// a pad of the game. The rounds at its end that score as the game's
// first rounds so far (all of them, or fewer after a stop between the
// log's write and the pad's) are taken as the game's.
func (p *Pad) Reopen(rounds []engine.RoundResult) error {
	sp, err := scorepad.Load(p.Path)
	if err != nil {
		return err
	}
	if err := p.check(sp); err != nil {
		return err
	}
	p.Base, p.Written = len(sp.Rounds), nil
	for j := min(len(rounds), len(sp.Rounds)); j > 0; j-- {
		if sameScores(sp, len(sp.Rounds)-j, rounds[:j]) {
			p.Base = len(sp.Rounds) - j
			break
		}
	}
	return nil
}

// sameScores reports whether the pad's rounds from k on score as rounds.
func sameScores(p *scorepad.Pad, k int, rounds []engine.RoundResult) bool {
	for i, r := range rounds {
		got, err := p.Score(&p.Rounds[k+i])
		if err != nil || !slices.Equal(got.Scores, r.Scores) {
			return false
		}
	}
	return true
}

// check refuses a pad of another game, other players or another seating
// order, or other options than the game's: its rounds would be another
// table's.
func (p *Pad) check(sp *scorepad.Pad) error {
	if sp.Game != p.Game || strings.Join(sp.Players, ",") != strings.Join(p.Players, ",") {
		return i18n.NewError("host.error.pad-other-game", i18n.Args{"File": p.Path, "Game": sp.Game, "Players": strings.Join(sp.Players, ", "),
			"Want": p.Game, "WantPlayers": strings.Join(p.Players, ", "), "Err": ErrOtherPad})
	}
	// Options as in force: a game written without some of them (by hand,
	// or before an option existed) has their defaults.
	want := p.Options
	if rs, err := engine.Lookup(p.Game); err == nil {
		if resolved, err := engine.Resolve(rs.Options(), p.Options); err == nil {
			want = resolved
		}
	}
	if sp.Options.String() != want.String() {
		return i18n.NewError("host.error.pad-other-options", i18n.Args{"File": p.Path, "Options": sp.Options.String(), "Want": want.String(), "Err": ErrOtherPad})
	}
	return nil
}

// Sync makes the pad hold its earlier rounds plus rounds, the game's so
// far: a round taken back (an undo) leaves it, a round missing after a
// stop between the log's write and the pad's is added. It never removes
// or changes a round it did not write: a round after the first Base that
// is neither one it wrote (Written) nor the one it writes there now is
// refused, naming its number, and the pad is left as it is. Nothing is
// written when the pad already holds the game's rounds; changed says
// whether the pad was written. Written is brought up to date.
func (p *Pad) Sync(rounds []scorepad.Round) (changed bool, err error) {
	if p == nil || p.Path == "" {
		return false, nil
	}
	var written []string
	_, err = scorepad.UpdateIf(p.Path, func(sp *scorepad.Pad) (bool, error) {
		if err := p.check(sp); err != nil {
			return false, err
		}
		base := p.Base
		if len(sp.Rounds) < base {
			return false, i18n.NewError("host.error.pad-fewer-rounds", i18n.Args{"Count": len(sp.Rounds), "Then": base})
		}
		found := append([]scorepad.Round(nil), sp.Rounds[base:]...)
		sp.Rounds = sp.Rounds[:base:base]
		for _, r := range rounds {
			if _, err := sp.Add(r); err != nil {
				return false, err
			}
		}
		mine := sp.Rounds[base:]
		written = make([]string, len(mine))
		for i := range mine {
			written[i] = sp.Digest(&mine[i])
		}
		var foreign []string
		same := 0 // the rounds found that are already the game's, in place
		for i := range found {
			d := sp.Digest(&found[i])
			switch {
			case i < len(written) && d == written[i]:
				if same == i {
					same++
				}
			case i < len(p.Written) && d == p.Written[i]: // taken back since
			default:
				foreign = append(foreign, strconv.Itoa(base+i+1))
			}
		}
		if len(foreign) > 0 {
			id := "host.error.pad-foreign-rounds"
			if rs, err := engine.Lookup(sp.Game); err == nil && engine.RoundWordOf(rs) == engine.WordGame {
				id = "host.error.pad-foreign-games"
			}
			return false, i18n.NewError(id, i18n.Args{"Count": len(foreign), "Rounds": strings.Join(foreign, ", "), "File": p.Path, "Resume": p.Command})
		}
		// The rounds already in place stay as the file has them (with any
		// comment written there); the rest are the game's.
		sp.Rounds = append(append(sp.Rounds[:base:base], found[:same]...), mine[same:]...)
		changed = same != len(found) || same != len(mine)
		return changed, nil
	})
	if err != nil {
		return false, err
	}
	p.Written = written
	return changed, nil
}
