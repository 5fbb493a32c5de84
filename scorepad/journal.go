package scorepad

import (
	"errors"
	"os"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine"
	"tabletop/engine/atomicfile"
	"tabletop/engine/fileio"
	"tabletop/engine/filelock"
	"tabletop/engine/i18n"
)

// JournalVersion is the schema version written into table journals.
// Version 2 records the pad's path from the journal's folder and the
// rounds the table wrote to it (PadWritten); version 1 journals, read
// as before, named the pad from the current folder.
const JournalVersion = 2

// Journal is everything a followed physical game (the table mode) needs to
// go on after a crash or a closed terminal: the set-up and every accepted
// line, in order. It is written atomically after every accepted line, like
// a pad, by the one session that holds its lock (LockJournal).
type Journal struct {
	Version int            `yaml:"journal"`
	Game    string         `yaml:"game"`
	Players []string       `yaml:"players,flow"`
	Options engine.Options `yaml:"options"`
	// Start is the player who starts the first round (Mojo) or deals the
	// first game (Makoto).
	Start string `yaml:"start"`
	// Pad is the score pad the rounds are written to ("" for none), as a
	// path from the current folder (the file holds it from the journal's
	// folder), and PadRounds the rounds it held before this game's first.
	Pad       string `yaml:"pad,omitempty"`
	PadRounds int    `yaml:"pad_rounds,omitempty"`
	// PadWritten are the fingerprints (Pad.Digest) of the rounds this
	// table has written to the pad, in order from round PadRounds+1: the
	// rounds it may take back or leave in place. A round it did not write
	// is never removed or replaced.
	PadWritten []string `yaml:"pad_written,omitempty,flow"`
	Lines      []string `yaml:"lines"`
}

const journalHeader = "# tabletop table journal: every accepted line of a game followed at the table.\n" +
	"# Continue it with: tabletop table --resume FILE\n"

// SaveJournal writes j to path atomically (the old journal or the new one,
// never half of one), with the pad's path from the journal's folder. The
// caller holds the journal's lock (LockJournal): the temporary files a
// writer killed mid-write left beside it are removed first.
func SaveJournal(path string, j *Journal) error {
	j.Version = JournalVersion
	if j.Lines == nil {
		j.Lines = []string{}
	}
	doc := *j
	doc.Pad = fileio.RelativeTo(path, j.Pad)
	data, err := yaml.Marshal(&doc)
	if err != nil {
		return err
	}
	if err := fileio.WriteFileHeld(path, append([]byte(journalHeader), data...), atomicfile.Private); err != nil {
		return fileio.NewInputError(path, 0, "scorepad.error.journal-write", i18n.Args{"Err": err})
	}
	return nil
}

// LockJournal takes the lock of the journal at path (filelock.TryLock, in
// the user's lock folder) for a whole table session, so that no second
// session follows the same game: when another process holds it the
// session is refused, naming the file. unlock releases it.
func LockJournal(path string) (unlock func(), err error) {
	unlock, held, err := filelock.TryLock(filelock.Target(path))
	switch {
	case err != nil:
		ie := fileio.NewInputError(path, 0, "engine.error.cannot-lock", i18n.Args{"Reason": fileio.OSReason(err)})
		ie.Err = err
		return nil, ie
	case held:
		ie := fileio.NewInputError(path, 0, "scorepad.error.journal-held", nil)
		ie.Err = ErrJournalHeld
		return nil, ie
	}
	// Held for the session: what a writer killed mid-write left is stale,
	// removed now even when the session writes nothing.
	atomicfile.RemoveStaleTemps(filelock.Target(path))
	return unlock, nil
}

// ErrJournalHeld is LockJournal's refusal when another session holds the
// journal's lock.
var ErrJournalHeld = errors.New("another table session holds the journal")

// LoadJournal reads a journal strictly; errors name the file and line.
func LoadJournal(path string) (*Journal, error) {
	data, err := fileio.ReadLimited(path)
	if err != nil {
		return nil, err
	}
	if err := fileio.CheckKind(path, data, fileio.KindJournal); err != nil {
		return nil, err
	}
	var j Journal
	if err := fileio.DecodeYAML(path, data, &j); err != nil {
		return nil, err
	}
	switch {
	case j.Version == 0:
		return nil, fileio.NewInputError(path, 1, "scorepad.error.journal-not", nil)
	case j.Version < 1 || j.Version > JournalVersion:
		return nil, fileio.NewInputError(path, 1, "scorepad.error.journal-version", i18n.Args{"Got": j.Version, "Version": JournalVersion})
	case j.Game == "":
		return nil, fileio.NewInputError(path, 1, "scorepad.error.journal-no-game", nil)
	case len(j.Players) == 0:
		return nil, fileio.NewInputError(path, 1, "scorepad.error.journal-no-players", nil)
	}
	if err := checkJournalCounts(path, data, &j); err != nil {
		return nil, err
	}
	if err := checkJournalNames(path, data, &j); err != nil {
		return nil, err
	}
	if j.Version >= 2 {
		// From the journal's folder (version 1: from the current one).
		j.Pad = fileio.FromFile(path, j.Pad)
	}
	if err := checkJournalPad(path, data, &j); err != nil {
		return nil, err
	}
	for _, l := range j.Lines {
		if strings.ContainsAny(l, "\n\r") {
			return nil, fileio.NewInputError(path, 0, "scorepad.error.journal-line-break", i18n.Args{"Line": i18n.Quoted(l)})
		}
	}
	return &j, nil
}

// JournalLine returns the line of the file where accepted line k
// (0-based) is written, for errors; 0 when it cannot be found.
func JournalLine(path string, k int) int {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	if _, v := topKey(data, "lines"); v != nil && k < len(v.Content) {
		return v.Content[k].Line
	}
	return 0
}
