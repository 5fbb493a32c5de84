package screens

import (
	"strings"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"tabletop/engine/i18n"
)

// Input is the one line a person types, at any time: a shell line's keys
// (←/→, Home/End, Ctrl-A/E/U/W/K, Backspace, Delete), ↑/↓ (and Ctrl-P/N)
// through the lines typed before, and Tab through the lines that may be
// typed now. It never holds a leading or double space, nor gives a
// trailing one (Take).
type Input struct {
	// Prompt is written before the line.
	Prompt string
	// Candidates are the whole lines Tab completes to (nil: none).
	Candidates func() []string
	// History holds the lines typed before.
	History History
	// Style draws the cursor.
	Style Style

	line []rune
	pos  int
	comp *completion
}

// MaxLine is the most characters a line holds.
const MaxLine = 1000

// Value is the line as it stands.
func (in *Input) Value() string { return string(in.line) }

// Set replaces the line, the cursor at its end.
func (in *Input) Set(s string) {
	in.line, in.pos = nil, 0
	in.insert([]rune(s))
	in.comp = nil
}

// Clear empties the line and leaves the lines recalled.
func (in *Input) Clear() {
	in.Set("")
	in.History.Reset()
}

// Take returns the line to submit, its spaces trimmed and never doubled,
// keeps it in the history and empties the line.
func (in *Input) Take() string {
	line := strings.Join(strings.Fields(string(in.line)), " ")
	in.line, in.pos, in.comp = nil, 0, nil
	in.History.Add(line)
	return line
}

// Offered is what repeated presses of Tab go through and the one shown
// (-1: none yet); nil when Tab offers nothing.
func (in *Input) Offered() ([]string, int) {
	if in.comp == nil {
		return nil, -1
	}
	return in.comp.matches, in.comp.at
}

// Key edits the line with k, and reports whether the line took it.
func (in *Input) Key(k tea.KeyMsg) bool {
	if k.Type != tea.KeyTab {
		in.comp = nil
	}
	switch k.Type {
	case tea.KeyRunes:
		in.insert(k.Runes)
	case tea.KeySpace:
		in.insert([]rune{' '})
	case tea.KeyLeft, tea.KeyCtrlB:
		in.pos = max(in.pos-1, 0)
	case tea.KeyRight, tea.KeyCtrlF:
		in.pos = min(in.pos+1, len(in.line))
	case tea.KeyHome, tea.KeyCtrlA:
		in.pos = 0
	case tea.KeyEnd, tea.KeyCtrlE:
		in.pos = len(in.line)
	case tea.KeyBackspace, tea.KeyCtrlH:
		if in.pos > 0 {
			in.cut(in.pos-1, in.pos)
		}
	case tea.KeyDelete:
		if in.pos < len(in.line) {
			in.cut(in.pos, in.pos+1)
		}
	case tea.KeyCtrlU:
		in.cut(0, in.pos)
	case tea.KeyCtrlK:
		in.cut(in.pos, len(in.line))
	case tea.KeyCtrlW:
		start := in.pos
		for start > 0 && in.line[start-1] == ' ' {
			start--
		}
		for start > 0 && in.line[start-1] != ' ' {
			start--
		}
		in.cut(start, in.pos)
	case tea.KeyUp, tea.KeyCtrlP:
		if l, ok := in.History.Back(in.Value()); ok {
			in.Set(l)
		}
	case tea.KeyDown, tea.KeyCtrlN:
		if l, ok := in.History.Forward(); ok {
			in.Set(l)
		}
	case tea.KeyTab:
		if in.Candidates == nil {
			return true
		}
		line, c := complete(in.Value(), in.Candidates(), in.comp)
		in.Set(line)
		in.comp = c
	default:
		return false
	}
	return true
}

// insert puts rs at the cursor: printable characters, a tab or a line
// break as a space, and no space at the start or beside another.
func (in *Input) insert(rs []rune) {
	for _, r := range rs {
		if r == '\t' || r == '\n' || r == '\r' || unicode.IsSpace(r) {
			r = ' '
		}
		if !unicode.IsPrint(r) || len(in.line) >= MaxLine {
			continue
		}
		if r == ' ' && (in.pos == 0 || in.line[in.pos-1] == ' ' || in.pos < len(in.line) && in.line[in.pos] == ' ') {
			continue
		}
		in.line = append(in.line[:in.pos], append([]rune{r}, in.line[in.pos:]...)...)
		in.pos++
	}
}

// cut removes the line's characters from i to j, and a space the cut
// would leave doubled or leading.
func (in *Input) cut(i, j int) {
	in.line = append(in.line[:i], in.line[j:]...)
	in.pos = i
	if i < len(in.line) && in.line[i] == ' ' && (i == 0 || in.line[i-1] == ' ') {
		in.line = append(in.line[:i], in.line[i+1:]...)
	}
}

// View draws the prompt and the line in width columns, the cursor in
// sight.
func (in *Input) View(width int) string {
	prompt := in.Prompt
	if ansi.StringWidth(prompt) > width/2 {
		prompt = ansi.Truncate(prompt, max(width/2, 0), "…")
	}
	room := width - ansi.StringWidth(prompt) - 1 // the cursor's cell at the end
	if room < 1 {
		return ansi.Truncate(prompt, width, "")
	}
	// The window of the line that holds the cursor.
	start := 0
	for ansi.StringWidth(string(in.line[start:in.pos])) > room {
		start++
	}
	end := start
	for end < len(in.line) && ansi.StringWidth(string(in.line[start:end+1])) <= room {
		end++
	}
	before := string(in.line[start:in.pos])
	var under, after string
	if in.pos < len(in.line) {
		under = string(in.line[in.pos])
		after = string(in.line[in.pos+1 : max(end, in.pos+1)])
	}
	switch {
	case in.Style.Colour && under == "":
		under = in.Style.Reverse(" ")
	case in.Style.Colour:
		under = in.Style.Reverse(under)
	case under == "":
		under = "_"
	}
	return ansi.Truncate(prompt+before+under+after, width, "")
}

// OfferedView is the row that shows what Tab goes through, the one on
// the line in reverse video, cut to width ("" when Tab offers nothing).
func (in *Input) OfferedView(lang string, width int) string {
	if in.comp == nil {
		return ""
	}
	choices := make([]string, len(in.comp.matches))
	for i, c := range in.comp.matches {
		choices[i] = strings.TrimSpace(c)
		if i == in.comp.at {
			choices[i] = in.Style.Reverse(choices[i])
		}
	}
	return ansi.Truncate(say(lang, "screens.word.offered", i18n.Args{"Choices": strings.Join(choices, " · ")}), width, "…")
}
