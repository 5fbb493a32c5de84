package scorepad

import (
	"os"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine"
)

// JournalVersion is the schema version written into table journals.
const JournalVersion = 1

// Journal is everything a followed physical game (the table mode) needs to
// go on after a crash or a closed terminal: the set-up and every accepted
// line, in order. It is written atomically after every accepted line, like
// a pad.
type Journal struct {
	Version int            `yaml:"journal"`
	Game    string         `yaml:"game"`
	Players []string       `yaml:"players,flow"`
	Options engine.Options `yaml:"options"`
	// Start is the player who starts the first round (Mojo) or deals the
	// first game (Makoto).
	Start string `yaml:"start"`
	// Pad is the score pad the rounds are written to ("" for none), and
	// PadRounds the rounds it held before this game's first.
	Pad       string   `yaml:"pad,omitempty"`
	PadRounds int      `yaml:"pad_rounds,omitempty"`
	Lines     []string `yaml:"lines"`
}

const journalHeader = "# tabletop table journal: every accepted line of a game followed at the table.\n" +
	"# Continue it with: tabletop table --resume FILE\n"

// SaveJournal writes j to path atomically (the old journal or the new one,
// never half of one).
func SaveJournal(path string, j *Journal) error {
	j.Version = JournalVersion
	if j.Lines == nil {
		j.Lines = []string{}
	}
	data, err := yaml.Marshal(j)
	if err != nil {
		return err
	}
	if err := engine.WriteFileAtomic(path, append([]byte(journalHeader), data...), 0o644); err != nil {
		return engine.InputErrorTold(path, 0, "scorepad.error.journal-write", engine.Args{"Err": err})
	}
	return nil
}

// LoadJournal reads a journal strictly; errors name the file and line.
func LoadJournal(path string) (*Journal, error) {
	data, err := engine.ReadLimited(path)
	if err != nil {
		return nil, err
	}
	if err := engine.CheckKind(path, data, engine.KindJournal); err != nil {
		return nil, err
	}
	var j Journal
	if err := engine.DecodeYAML(path, data, &j); err != nil {
		return nil, err
	}
	switch {
	case j.Version == 0:
		return nil, engine.InputErrorTold(path, 1, "scorepad.error.journal-not", nil)
	case j.Version != JournalVersion:
		return nil, engine.InputErrorTold(path, 1, "scorepad.error.journal-version", engine.Args{"Got": j.Version, "Version": JournalVersion})
	case j.Game == "":
		return nil, engine.InputErrorTold(path, 1, "scorepad.error.journal-no-game", nil)
	case len(j.Players) == 0:
		return nil, engine.InputErrorTold(path, 1, "scorepad.error.journal-no-players", nil)
	}
	if err := checkJournalCounts(path, data, &j); err != nil {
		return nil, err
	}
	if err := checkJournalNames(path, data, &j); err != nil {
		return nil, err
	}
	for _, l := range j.Lines {
		if strings.ContainsAny(l, "\n\r") {
			return nil, engine.InputErrorTold(path, 0, "scorepad.error.journal-line-break", engine.Args{"Line": strconv.Quote(l)})
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
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
		return 0
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "lines" && k < len(root.Content[i+1].Content) {
			return root.Content[i+1].Content[k].Line
		}
	}
	return 0
}
