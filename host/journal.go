package host

import (
	"tabletop/scorepad"
)

// Journal is a game followed at a physical table (the table mode) and its
// files: the journal, written after every accepted line, and the pad it
// records, written after the journal when a round was scored.
type Journal struct {
	// Path is the journal's file and J what it holds.
	Path string
	J    *scorepad.Journal
	pad  *Pad
}

// newJournal is the journal j at path with its pad.
func newJournal(path string, j *scorepad.Journal) *Journal {
	x := &Journal{Path: path, J: j}
	if j.Pad != "" {
		x.pad = &Pad{Path: j.Pad, Game: j.Game, Players: j.Players, Options: j.Options,
			Base: j.PadRounds, Written: j.PadWritten, Command: "tabletop table --resume " + path}
	}
	return x
}

// StartJournal begins a new game's journal at path: its pad is made when
// missing (and must be a pad of the game), then the journal is written.
func StartJournal(path string, j *scorepad.Journal) (*Journal, error) {
	x := newJournal(path, j)
	if x.pad != nil {
		if err := x.pad.Create(0); err != nil {
			return nil, err
		}
		j.PadRounds, j.PadWritten = x.pad.Base, nil
	}
	if err := scorepad.SaveJournal(path, j); err != nil {
		return nil, err
	}
	return x, nil
}

// ResumeJournal goes on with the journal j read from path, whose lines
// were made again and scored rounds: a stop between the journal's write
// and the pad's is mended (with nothing to mend nothing is written). The
// pad the journal records must be there and be a pad of the game.
func ResumeJournal(path string, j *scorepad.Journal, rounds []scorepad.Round) (*Journal, error) {
	x := newJournal(path, j)
	return x, x.syncPad(rounds)
}

// Accepted writes the journal with its lines now, synced, and then, when
// the line scored or took back a round (scored), the pad with rounds, the
// game's rounds so far.
func (x *Journal) Accepted(lines []string, scored bool, rounds []scorepad.Round) error {
	x.J.Lines = lines
	if err := scorepad.SaveJournal(x.Path, x.J); err != nil {
		return err
	}
	if !scored {
		return nil
	}
	return x.syncPad(rounds)
}

// syncPad makes the pad hold the game's rounds (Pad.Sync) and, when that
// changed it, records the rounds written in the journal.
func (x *Journal) syncPad(rounds []scorepad.Round) error {
	if x.pad == nil {
		return nil
	}
	changed, err := x.pad.Sync(rounds)
	if err != nil {
		return err
	}
	x.J.PadWritten = x.pad.Written
	if !changed {
		return nil
	}
	return scorepad.SaveJournal(x.Path, x.J)
}
