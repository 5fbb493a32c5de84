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
	// find is set while Base is not known (Reopen): the next Sync finds
	// the game's first round in the whole pad and sets Base there.
	find bool
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
// a pad of the game. The game's rounds already in it are found by the
// next Sync wherever they stand (a stop between the log's write and the
// pad's, rounds added to the pad since), so none is ever added twice.
func (p *Pad) Reopen() error {
	sp, err := scorepad.Load(p.Path)
	if err != nil {
		return err
	}
	if err := p.check(sp); err != nil {
		return err
	}
	p.Base, p.Written, p.find = 0, nil, true
	return nil
}

// check refuses a pad of another game, other players or another seating
// order, or other options than the game's: its rounds would be another
// table's.
func (p *Pad) check(sp *scorepad.Pad) error {
	if sp.Game != p.Game || strings.Join(sp.Players, ",") != strings.Join(p.Players, ",") {
		return i18n.NewError("host.error.pad-other-game", i18n.Args{"File": p.Path, "Game": engine.TitleOf(sp.Game), "Players": strings.Join(sp.Players, ", "),
			"Want": engine.TitleOf(p.Game), "WantPlayers": strings.Join(p.Players, ", "), "Err": ErrOtherPad})
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
// far, re-reading it under its lock: a round of the game already there
// (where the game would write it) stays as it is, a round taken back (an
// undo) leaves it, and a round missing (after a stop between the log's
// write and the pad's) is added after whatever the pad holds. A round it
// did not write (pad add meanwhile) is never removed, changed or moved:
// the game's next rounds go after it. Taking back or finding changed a
// round it wrote is refused when a round it did not write would have to
// move or go, naming that round, and the pad is left as it is. Nothing is
// written when the pad already holds the game's rounds; changed says
// whether the pad was written. Written is brought up to date.
func (p *Pad) Sync(rounds []scorepad.Round) (changed bool, err error) {
	if p == nil || p.Path == "" {
		return false, nil
	}
	var written []string
	var first int
	_, err = scorepad.UpdateIf(p.Path, func(sp *scorepad.Pad) (bool, error) {
		if err := p.check(sp); err != nil {
			return false, err
		}
		base := p.Base
		if len(sp.Rounds) < base {
			return false, i18n.NewError("host.error.pad-fewer-rounds", i18n.Args{"Count": len(sp.Rounds), "Then": base})
		}
		found := sp.Rounds[base:]
		was := make([]string, len(found))
		for i := range found {
			was[i] = sp.Digest(&found[i])
		}
		sp.Rounds = slices.Clone(sp.Rounds[:base])
		written = nil
		first = len(sp.Rounds) + len(found) + len(rounds) // where the game's rounds start
		next, mine := 0, 0                                // the game's next round; the next round it wrote
		taken := false                                    // a round it wrote was taken back
		var foreign, moved []int                          // rounds it did not write; those that would move
		for i := range found {
			if !taken && next < len(rounds) && p.inPlace(sp, rounds[next], was[i]) {
				sp.Rounds[len(sp.Rounds)-1] = found[i] // as the file has it, comments and all
				first = min(first, len(sp.Rounds)-1)
				written = append(written, was[i])
				next++
				if mine < len(p.Written) && was[i] == p.Written[mine] {
					mine++
				}
				continue
			}
			if mine < len(p.Written) && was[i] == p.Written[mine] {
				mine++
				taken = true
				continue
			}
			foreign = append(foreign, base+i+1)
			if taken {
				moved = append(moved, base+i+1)
			}
			sp.Rounds = append(sp.Rounds, found[i])
		}
		if mine < len(p.Written) && len(foreign) > 0 {
			moved = foreign // a round it wrote was changed or removed by hand
		}
		if len(moved) > 0 {
			id := "host.error.pad-foreign-rounds"
			if rs, err := engine.Lookup(sp.Game); err == nil && engine.RoundWordOf(rs) == engine.WordGame {
				id = "host.error.pad-foreign-games"
			}
			nums := make([]string, len(moved))
			for i, n := range moved {
				nums[i] = strconv.Itoa(n)
			}
			return false, i18n.NewError(id, i18n.Args{"Count": len(moved), "Rounds": strings.Join(nums, ", "), "File": p.Path, "Resume": p.Command})
		}
		for _, r := range rounds[next:] {
			if _, err := sp.Add(r); err != nil {
				return false, err
			}
			written = append(written, sp.Digest(&sp.Rounds[len(sp.Rounds)-1]))
		}
		if p.find {
			first = min(first, len(sp.Rounds)-len(rounds[next:]))
		}
		now := make([]string, len(sp.Rounds)-base)
		for i := range now {
			now[i] = sp.Digest(&sp.Rounds[base+i])
		}
		changed = !slices.Equal(now, was)
		return changed, nil
	})
	if err != nil {
		return false, err
	}
	if p.find {
		p.Base, p.find = first, false
	}
	p.Written = written
	return changed, nil
}

// inPlace reports whether round r, added to sp now, is the round whose
// digest is d; when it is, it is left added (for the caller to replace
// with the round as read).
func (p *Pad) inPlace(sp *scorepad.Pad, r scorepad.Round, d string) bool {
	if _, err := sp.Add(r); err != nil {
		return false
	}
	if sp.Digest(&sp.Rounds[len(sp.Rounds)-1]) == d {
		return true
	}
	sp.Rounds = sp.Rounds[:len(sp.Rounds)-1]
	return false
}
