package screens

// Style draws text in bold, dim or reverse video on a terminal that shows
// them (Colour), and plainly on one that does not.
type Style struct{ Colour bool }

// Bold, Dim and Reverse style s.
func (st Style) Bold(s string) string    { return st.Wrap("1", s) }
func (st Style) Dim(s string) string     { return st.Wrap("2", s) }
func (st Style) Reverse(s string) string { return st.Wrap("7", s) }

// Wrap puts s between the SGR code and a reset.
func (st Style) Wrap(code, s string) string {
	if !st.Colour || s == "" {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}
