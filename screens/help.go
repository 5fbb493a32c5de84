package screens

import (
	"slices"

	"github.com/charmbracelet/x/ansi"
)

// The keys key help names, by their messages.
const (
	KeyChoose     = "screens.word.key-choose"
	KeyPlay       = "screens.word.key-play"
	KeyDeclare    = "screens.word.key-declare"
	KeyComplete   = "screens.word.key-complete"
	KeyRecall     = "screens.word.key-recall"
	KeyRecallCtrl = "screens.word.key-recall-ctrl"
	KeyHint       = "screens.word.key-hint"
	KeyUndo       = "screens.word.key-undo"
	KeyQuit       = "screens.word.key-quit"
	KeyLeave      = "screens.word.key-leave"
	KeyScroll     = "screens.word.key-scroll"
)

// helpSep parts the keys of a row.
const helpSep = " · "

// Help lists keys (the keys that work now, in the order shown) in lang in
// at most most rows of width columns. When they do not fit, keys give way
// in the order of drops; a key not in drops stays to the end, and what
// still does not fit is cut.
func Help(lang string, keys, drops []string, width, most int) []string {
	keys = slices.Clone(keys)
	for i := 0; ; i++ {
		if rows, ok := helpRows(lang, keys, width, most); ok || i >= len(drops) {
			if !ok {
				for j := range rows {
					rows[j] = ansi.Truncate(rows[j], width, "…")
				}
				rows = rows[:min(len(rows), most)]
			}
			return rows
		}
		keys = slices.DeleteFunc(keys, func(k string) bool { return k == drops[i] })
	}
}

// helpRows lays the keys out in rows of width, and reports whether they
// fit in most rows.
func helpRows(lang string, keys []string, width, most int) ([]string, bool) {
	var rows []string
	row := ""
	for _, k := range keys {
		part := say(lang, k, nil)
		switch {
		case row == "":
			row = part
		case ansi.StringWidth(row+helpSep+part) <= width:
			row += helpSep + part
		default:
			rows, row = append(rows, row), part
		}
	}
	rows = append(rows, row)
	fits := len(rows) <= most
	for _, r := range rows {
		fits = fits && ansi.StringWidth(r) <= width
	}
	return rows, fits
}
