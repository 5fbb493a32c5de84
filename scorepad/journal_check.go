package scorepad

import (
	"gopkg.in/yaml.v3"

	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

// checkJournalCounts refuses a journal whose count of the pad's earlier
// rounds is below zero (issue 19, D3: it cut the pad at index -1); a count
// that is not a whole number in decimal is refused while decoding.
func checkJournalCounts(path string, data []byte, j *Journal) error {
	if j.PadRounds >= 0 {
		return nil
	}
	return fileio.NewInputError(path, topKeyLine(data, "pad_rounds"), "scorepad.error.journal-negative", i18n.Args{"Key": "pad_rounds", "Value": j.PadRounds})
}

// checkJournalNames refuses players that break the rule for names
// (engine.CheckNames, as when the table started) and a pad path that
// cannot be printed: both go to the terminal (issue 19, D4).
func checkJournalNames(path string, data []byte, j *Journal) error {
	if err := engine.CheckNames(j.Players); err != nil {
		return fileio.NewInputError(path, topKeyLine(data, "players"), "engine.error.text", i18n.Args{"Text": err})
	}
	if !engine.Printable(j.Pad) {
		return fileio.NewInputError(path, topKeyLine(data, "pad"), "scorepad.error.journal-pad-printable", i18n.Args{"File": engine.Shown(j.Pad)})
	}
	return nil
}

// topKeyLine is the line of key at the top of the YAML document data, 0
// when it is not there.
func topKeyLine(data []byte, key string) int {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
		return 0
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == key {
			return root.Content[i].Line
		}
	}
	return 0
}
