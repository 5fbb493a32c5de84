package scorepad

import (
	"errors"

	"gopkg.in/yaml.v3"

	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// Problems are several faults found in one pad, each with its line, so
// that a hand edit with several mistakes is corrected in one go.
type Problems struct {
	List []*fileio.InputError
}

func (ps *Problems) Error() string { return ps.Tell().String() }

// Tell returns the faults as one phrase: the fault itself when there is
// one, else how many and each ("FILE:LINE: what"), separated by "; ".
func (ps *Problems) Tell() i18n.Phrase {
	if len(ps.List) == 1 {
		return ps.List[0].Tell()
	}
	list := make([]any, 0, 2*len(ps.List))
	for i, ie := range ps.List {
		if i > 0 {
			list = append(list, "; ")
		}
		list = append(list, ie)
	}
	return i18n.Message("scorepad.error.problems", i18n.Args{"Count": len(ps.List), "List": i18n.Concat(list...)})
}

// Unwrap returns the faults, for errors.As.
func (ps *Problems) Unwrap() []error {
	out := make([]error, len(ps.List))
	for i, ie := range ps.List {
		out[i] = ie
	}
	return out
}

// add adds a fault (an *fileio.InputError, or several as *Problems).
func (ps *Problems) add(err error) {
	var more *Problems
	if errors.As(err, &more) {
		ps.List = append(ps.List, more.List...)
		return
	}
	var ie *fileio.InputError
	if errors.As(err, &ie) {
		ps.List = append(ps.List, ie)
		return
	}
	ps.List = append(ps.List, &fileio.InputError{Err: err})
}

// err is nil without faults, the fault itself when there is one, else ps.
func (ps *Problems) err() error {
	switch len(ps.List) {
	case 0:
		return nil
	case 1:
		return ps.List[0]
	}
	return ps
}

// ErrArithmetic marks a fault that Repair corrects: a round score that
// does not match its cards, or a total that does not match the rounds.
var ErrArithmetic = errors.New("a score or total does not add up")

func arithmetic(err error) error {
	var ie *fileio.InputError
	if errors.As(err, &ie) {
		ie.Err = ErrArithmetic
	}
	return err
}

// Arithmetic reports whether err holds only faults that Repair corrects,
// and the file they are in.
func Arithmetic(err error) (file string, ok bool) {
	var ps *Problems
	list := []*fileio.InputError{}
	var ie *fileio.InputError
	switch {
	case errors.As(err, &ps):
		list = ps.List
	case errors.As(err, &ie):
		list = append(list, ie)
	}
	for _, ie := range list {
		if !errors.Is(ie, ErrArithmetic) {
			return "", false
		}
		file = ie.File
	}
	return file, len(list) > 0
}

// Fix is one score or total that Repair corrected: what the pad recorded
// and what the cards (or the rounds) give.
type Fix struct {
	// Line is where the value was in the file.
	Line int
	// Round is the round (1-based) whose score was wrong; 0: a total.
	Round int
	// Seat is the player's seat.
	Seat     int
	Was, Now int
}

// Repair parses a pad like Parse, but instead of refusing a round score
// that does not match its cards, or a total that does not match the
// rounds, it corrects them and lists what it changed: after a hand edit of
// a round's cards, the arithmetic is done for the person. Anything else
// wrong is refused as by Parse.
func Repair(file string, data []byte) (*Pad, []Fix, error) {
	if err := fileio.CheckKind(file, data, fileio.KindPad); err != nil {
		return nil, nil, err
	}
	var doc yaml.Node
	if err := fileio.DecodeYAML(file, data, &doc); err != nil {
		return nil, nil, err
	}
	p, err := parseDoc(&doc)
	if err != nil {
		return nil, nil, inFile(file, err)
	}
	fixes := []Fix{}
	p.fixes = &fixes
	err = p.Check()
	p.fixes = nil
	if err != nil {
		return nil, nil, inFile(file, err)
	}
	p.recorded = nil
	return p, fixes, nil
}

// RepairFile corrects the pad at path (Repair) under its lock and saves
// it when anything changed, keeping the previous version as the backup.
func RepairFile(path string) (*Pad, []Fix, error) {
	var fixes []Fix
	p, err := updateRaw(path, func(data []byte) (*Pad, bool, error) {
		p, fs, err := Repair(path, data)
		fixes = fs
		return p, len(fs) > 0, err
	})
	return p, fixes, err
}

// Replace puts r in place of round k (0-based), which may be any earlier
// round, not only the last, and checks every round again: the dealers and
// lids that follow from the scores, and that no round follows the end of
// the game. On error the pad is unchanged.
func (p *Pad) Replace(k int, r Round) (scoring.RoundScore, error) {
	if k < 0 || k >= len(p.Rounds) {
		if len(p.Rounds) == 0 {
			return scoring.RoundScore{}, i18n.NewError(p.byWord("scorepad.error.none-yet-round", "scorepad.error.none-yet-game"), nil)
		}
		return scoring.RoundScore{}, i18n.NewError(p.byWord("scorepad.error.no-such-round", "scorepad.error.no-such-game"), i18n.Args{"N": k + 1, "Last": len(p.Rounds)})
	}
	r = r.clone()
	if !r.TotalsOnly() {
		r.Scores = nil
	}
	r.comments = p.Rounds[k].comments
	q := p.Clone()
	q.Rounds[k] = r
	totals := make([]int, len(q.Players))
	for j := range q.Rounds {
		if err := q.checkRound(j, &q.Rounds[j], totals); err != nil {
			if j == k {
				return scoring.RoundScore{}, err
			}
			return scoring.RoundScore{}, i18n.NewError(p.byWord("scorepad.error.no-longer-fits-round", "scorepad.error.no-longer-fits-game"), i18n.Args{"N": k + 1, "Later": j + 1, "Err": err})
		}
		for i, s := range q.Rounds[j].Scores {
			totals[i] += s
		}
	}
	var d scoring.RoundScore
	if !r.TotalsOnly() {
		d, _ = q.Score(&q.Rounds[k])
	}
	for j := range q.Rounds {
		q.Rounds[j].comments = p.Rounds[j].comments
	}
	q.Rounds[k].comments = p.Rounds[k].comments
	p.Rounds = q.Rounds
	return d, nil
}
