package table

import (
	"fmt"
	"io"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/tableplay"
	"tabletop/host/gamewords"
	"tabletop/validator"
)

// greet says what is being followed and what the table waits for.
func (r *session) greet(w io.Writer) {
	r.greetLine(w)
	r.printStatus(w)
}

// greetLine says what is being followed, with the journal and the pad.
func (r *session) greetLine(w io.Writer) {
	j := r.o.Journal
	rs, _ := engine.Lookup(j.Game)
	id := "table.following"
	if r.o.Resume {
		id = "table.resuming"
	}
	if j.Pad != "" {
		id += "-pad"
	}
	fmt.Fprintln(w, r.o.Tr(r.o.Lang, id, i18n.Args{"Game": rs.Title(), "Players": strings.Join(j.Players, ", "),
		"Journal": r.o.Path, "Pad": j.Pad}))
}

// print writes the human answer to one line.
func (r *session) print(a validator.Answer) {
	w, st := r.out, r.st
	switch {
	case strings.EqualFold(a.Input, "status"):
		r.printStatus(w)
		return
	case a.OK && a.Query:
		r.printHints(a.Hints)
		r.printAdvice(a.Advice, a.Input != "?")
		return
	case !a.OK:
		fmt.Fprintf(w, "%s %s\n   · %s %s\n   → %s\n", st.Red(r.o.Tr(r.o.Lang, "table.refused", nil)), engine.Shown(a.Input), a.Reason().In(r.o.Lang),
			st.Dim("["+a.Rule()+"]"), r.o.Tr(r.o.Lang, "table.nothing-changed", nil))
		return
	}
	fmt.Fprintf(w, "%s %s\n", st.Green(r.o.Tr(r.o.Lang, "table.ok", nil)), a.Input)
	for _, e := range a.Effects {
		fmt.Fprintf(w, "   · %s %s\n", e.Text.In(r.o.Lang), st.Dim("["+e.Rule+"]"))
	}
	fmt.Fprintf(w, "   → %s\n", r.summary())
}

// summary is the one status line after every accepted event.
func (r *session) summary() string {
	s := r.sess.Status()
	return r.o.waitingText(s) + " · " + s.Brief.In(r.o.Lang)
}

// waitingText says what the table waits for, in o's language.
func (o *Options) waitingText(s validator.Status) string {
	lang, tr := o.Lang, o.Tr
	round := s.RoundTitle.In(lang)
	data := i18n.Args{"Round": round, "Who": i18n.Player(s.ToMove), "Start": s.StartWord}
	switch s.WaitingFor {
	case tableplay.WaitMove:
		return tr(lang, "table.to-move", data)
	case tableplay.WaitShows:
		return tr(lang, "table.shows", data)
	case tableplay.WaitOver:
		return o.TrN(lang, "table.over", len(s.Winners), i18n.Args{"Winners": i18n.Player(gamewords.JoinNames(lang, s.Winners))})
	}
	return tr(lang, "table.waiting", data)
}

func (r *session) printStatus(w io.Writer) {
	s := r.sess.Status()
	fmt.Fprintln(w, r.o.waitingText(s))
	for _, l := range s.Lines {
		fmt.Fprintln(w, "  "+l.In(r.o.Lang))
	}
	fmt.Fprintln(w, "  "+r.o.totalsText(s))
}

// totalsText is the line of every player's total.
func (o *Options) totalsText(s validator.Status) string {
	var tot []string
	for _, p := range o.Journal.Players {
		tot = append(tot, fmt.Sprintf("%s %d", p, s.Totals[p]))
	}
	return o.Tr(o.Lang, "table.totals", i18n.Args{"Totals": strings.Join(tot, ", ")})
}

func (r *session) printHints(h []string) {
	const most = 30
	if len(h) == 0 {
		fmt.Fprintln(r.out, r.o.Tr(r.o.Lang, "table.nothing-to-declare", nil))
		return
	}
	shown := h
	if len(h) > most {
		shown = h[:most]
	}
	fmt.Fprint(r.out, r.o.Tr(r.o.Lang, "table.may-declare", i18n.Args{"Moves": i18n.Join(r.o.Lang, shown, "; ")}))
	if len(h) > most {
		fmt.Fprint(r.out, r.o.Tr(r.o.Lang, "table.and-more", i18n.Args{"N": len(h) - most}))
	}
	fmt.Fprintln(r.out)
}

// printAdvice writes the search's ranking of the moves, best first; told
// is true when it is for the cards the player stated.
func (r *session) printAdvice(advice []validator.Advice, told bool) {
	if len(advice) == 0 {
		return
	}
	moves := make([]string, len(advice))
	for i, a := range advice {
		moves[i] = a.Move
	}
	id := "table.hint"
	if told {
		id = "table.hint-hand"
	}
	fmt.Fprintln(r.out, r.o.Tr(r.o.Lang, id, i18n.Args{"Moves": strings.Join(moves, " · ")}))
}
