package scorepad

import (
	"gopkg.in/yaml.v3"

	"tabletop/engine"
	"tabletop/engine/echo"
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
		return fileio.NewInputError(path, topKeyLine(data, "pad"), "scorepad.error.journal-pad-printable", i18n.Args{"File": engine.ShownArg(j.Pad)})
	}
	return nil
}

// checkJournalPad refuses a journal whose pad is the journal itself
// (issue 28.16: a resume waited for ever on its own lock; on the command
// line the same mistake is refused) and fingerprints of the rounds it
// wrote that are not fingerprints (Pad.Digest: 12 hexadecimal digits; a
// terminal's escape sequence was accepted, issue 28.20). The pad is a
// path from the current folder.
func checkJournalPad(path string, data []byte, j *Journal) error {
	if j.Pad != "" && fileio.SameFile(j.Pad, path) {
		return fileio.NewInputError(path, topKeyLine(data, "pad"), "scorepad.error.journal-pad-itself", i18n.Args{"File": engine.ShownArg(j.Pad)})
	}
	for k, d := range j.PadWritten {
		if !isDigest(d) {
			return fileio.NewInputError(path, itemLine(data, "pad_written", k), "scorepad.error.journal-pad-written", i18n.Args{"Value": i18n.Quoted(echo.Cut(d))})
		}
	}
	return nil
}

// digestLen is the length of a round's fingerprint (Pad.Digest): 6 bytes
// in hexadecimal.
const digestLen = 12

// isDigest reports whether s can be a round's fingerprint (Pad.Digest).
func isDigest(s string) bool {
	if len(s) != digestLen {
		return false
	}
	for _, c := range []byte(s) {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// itemLine is the line of item k of the list under the top key key of
// the YAML document data, else the line of key, else 0.
func itemLine(data []byte, key string, k int) int {
	kn, v := topKey(data, key)
	switch {
	case v != nil && k < len(v.Content):
		return v.Content[k].Line
	case kn != nil:
		return kn.Line
	}
	return 0
}

// topKeyLine is the line of key at the top of the YAML document data, 0
// when it is not there.
func topKeyLine(data []byte, key string) int {
	if kn, _ := topKey(data, key); kn != nil {
		return kn.Line
	}
	return 0
}

// topKey is the node of key at the top of the YAML document data and its
// value's, nil when it is not there.
func topKey(data []byte, key string) (k, v *yaml.Node) {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
		return nil, nil
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == key {
			return root.Content[i], root.Content[i+1]
		}
	}
	return nil, nil
}
