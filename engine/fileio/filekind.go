package fileio

import (
	"errors"
	"os"
	"tabletop/engine/i18n"

	"gopkg.in/yaml.v3"
)

// The kinds of YAML file tabletop reads, as FileKind names them.
const (
	KindLog      = "game log"
	KindPad      = "score pad"
	KindPosition = "position"
	KindJournal  = "table journal"
)

// FileKind guesses which of tabletop's files data holds from its top-level
// keys: a table journal has "journal", a game log "moves" or "seed", a
// score pad a version with rounds, games, totals or a dealer, and a
// position a game without a version. It returns "" when it cannot tell
// (including YAML that does not parse: the decoder reports that).
func FileKind(data []byte) string {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) != 1 {
		return ""
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return ""
	}
	has := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		has[root.Content[i].Value] = true
	}
	switch {
	case has["journal"]:
		return KindJournal
	case has["moves"] || has["seed"]:
		return KindLog
	case has["version"] && (has["rounds"] || has["games"] || has["totals"] || has["dealer"]):
		return KindPad
	case has["game"] && !has["version"]:
		return KindPosition
	}
	return ""
}

// CheckKind refuses a file that is plainly another of tabletop's kinds
// than want (one of the Kind constants), naming what it is and the command
// that reads it: "pad.yaml: this is a score pad, not a game log (see it
// with: tabletop pad show pad.yaml)". Files it cannot tell pass.
func CheckKind(file string, data []byte, want string) error {
	got := FileKind(data)
	if got == "" || got == want {
		return nil
	}
	var use i18n.Phrase
	switch got {
	case KindLog:
		use = i18n.Message("engine.error.use.log", i18n.Args{"File": file})
	case KindPad:
		use = i18n.Message("engine.error.use.pad", i18n.Args{"File": file})
	case KindPosition:
		use = i18n.Message("engine.error.use.position", i18n.Args{"File": file})
	case KindJournal:
		use = i18n.Message("engine.error.use.journal", i18n.Args{"File": file})
	}
	return NewInputError(file, 0, "engine.error.wrong-kind", i18n.Args{"Got": fileKindPhrase(got), "Want": fileKindPhrase(want), "Use": use})
}

// ErrOtherKind is a write refused because the file there is one of
// tabletop's files of another kind (CheckReplace).
var ErrOtherKind = errors.New("the file is another kind of tabletop file")

// CheckReplace refuses, --force or not, a write meant for a file of kind
// want (KindLog, KindPad, KindJournal; "" for an output that is none of
// them: a CSV, a rules reference) over an existing file that is a score
// pad, a table journal or a game log of another kind, naming what it is:
// "night.yaml: this is a score pad; refusing to replace it ...". A missing
// file, one that is not a regular file or cannot be read, and one whose
// kind FileKind cannot tell pass: the write reports its own errors. A
// position is not refused: FileKind would take other YAML and JSON (rules
// --json) for one.
func CheckReplace(path, want string) error {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() || st.Size() > MaxInputBytes {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	switch got := FileKind(data); got {
	case KindLog, KindPad, KindJournal:
		if got != want {
			return NewInputError(path, 0, "engine.error.other-kind", i18n.Args{"Kind": fileKindPhrase(got), "Err": ErrOtherKind})
		}
	}
	return nil
}
