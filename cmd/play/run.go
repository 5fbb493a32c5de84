package play

import (
	"context"
	"errors"
	"fmt"
	"io"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/seating"
	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/i18n"
	"tabletop/host"
	"tabletop/internal/lineread"
)

// Run plays the game of o, reading people's moves from o.IO.In.
func Run(o *Options) error {
	ios, seed := o.IO, o.Seed
	if o.Leave == nil {
		o.Leave = staying{}
	}
	if o.Log != "" {
		// Before the first move: a log that cannot be written would
		// otherwise fail only after the whole game.
		if err := host.CheckLog(o.Log); err != nil {
			return cmdutil.UsageError(i18n.At("--log", err))
		}
	}
	g, err := seating.NewGame(&o.Setup, "play", o.Self())
	if err != nil {
		return err
	}

	asJSON := o.JSON
	stdinTTY := cmdutil.IsTerminal(ios.In)
	agents, humans := playAgents(o, ios, (stdinTTY || o.Forms) && !asJSON)
	if asJSON && humans > 0 && stdinTTY {
		return cmdutil.UsageError(cmdutil.CLIError("arg.json-bots", nil))
	}
	t := newPlayTable(o, g, humans)
	form := (stdinTTY || o.Forms) && !asJSON
	t.shared = form && humans > 1
	if o.FreshSeed && !t.shared {
		fmt.Fprintln(ios.ErrOut, o.Tr(ios.Lang, "play.seed", i18n.Args{"Seed": seed}))
	}
	if form && humans > 0 && stdinTTY && !o.Accessible && cmdutil.IsTerminal(ios.ErrOut) {
		t.screen = startPlayScreen(o.Leave, ios.In, ios.ErrOut, ios.Lang, o.Game.Title(), o.Style(ios.ErrOut).On)
		t.outTTY = cmdutil.IsTerminal(ios.Out)
		if o.Resume != nil {
			t.screen.send(t.typedBefore(o.Resume))
		}
	}
	for _, a := range agents {
		if h, ok := a.(*humanAgent); ok {
			h.table, h.screen = t, t.screen
		}
	}
	agents = g.Wrap(agents)
	t.start()
	t.waitOn(g.State())
	interrupted := o.Tr(ios.Lang, "play.interrupted", nil)
	// A signal the game does not notice in time (a bot's long search)
	// is saved from the handler.
	o.Leave.OnForce(func() { t.abandon(interrupted) })
	runErr := t.run(agents)
	if t.screen != nil {
		// The terminal given back before anything more is written.
		t.screen.close()
	}
	if lerr := o.Leave.Err(); lerr != nil {
		runErr = lerr
	}
	if runErr != nil {
		var re *engine.ResumeError
		switch {
		case runErr == errQuit:
			// Quitting on purpose: saved, and no error.
			t.abandon(o.Tr(ios.Lang, "play.you-quit", nil))
			return nil
		case cmdutil.IsLeaving(runErr):
			t.abandon(interrupted)
			return runErr
		case runErr == errInputEnded:
			t.abandon("") // input that ended is saved to --log only
			return cmdutil.UsageError(i18n.At("play", cmdutil.CLIError("play.input-ended", nil)))
		case errors.As(runErr, &re):
			return i18n.At("play --resume: "+o.ResumeFile, runErr)
		}
		// A prompt that failed (a terminal gone): the game so far is kept.
		t.abandon(interrupted)
		return runErr
	}
	sum := seating.Summarize(g.State(), &o.Setup, g.Moves())
	sum.Log = o.Log
	if asJSON {
		return cmdutil.WriteJSON(ios.Out, sum)
	}
	if t.screen != nil && t.outTTY {
		// The screen is gone: the last round stays above the standings.
		fmt.Fprintln(ios.Out, t.lastRound)
	}
	if err := seating.Standings(ios.Out, ios.Lang, o.Style(ios.Out), sum); err != nil {
		return err
	}
	t.tellSeed()
	return nil
}

// maxPlayLine is the longest line play's prompt reads whole, in bytes; a
// longer one is answered as a move it is not.
const maxPlayLine = 4096

// playInput reads the lines typed at play's prompts from r.
func playInput(r io.Reader) *lineread.Reader {
	return lineread.New(r, lineread.Options{Max: maxPlayLine, Keep: 4 * echo.MaxEcho})
}

// playAgents makes every seat's agent: a seeded bot, or a person asked on
// ios (with a form when form is set). humans counts the people.
func playAgents(o *Options, ios cmdutil.IOStreams, form bool) (agents []engine.Agent, humans int) {
	in := playInput(o.Leave.Reader(ios.In))
	agents = make([]engine.Agent, len(o.Seats))
	people := seating.People(o.Seats)
	var hs *hotSeat
	if form && people > 1 {
		hs = &hotSeat{last: -1}
	}
	var formIn io.Reader = ios.In // the screen and forms read it themselves
	if o.Accessible {
		// Accessible prompts read lines, and take the end of input for
		// the default answer: notice it, so that Ctrl-D stops the game
		// instead.
		formIn = &eofReader{r: o.Leave.Reader(ios.In)}
	}
	for i, st := range o.Seats {
		if st.Bot != "" {
			agents[i], _ = o.Game.NewBot(st.Bot, engine.DeriveSeed(o.Seed, uint64(i)+1))
			continue
		}
		humans++
		agents[i] = &humanAgent{
			o: o, name: st.Name, lang: ios.Lang, seat: i, in: in, view: ios.Out, prompt: ios.ErrOut,
			form: form, accessible: o.Accessible,
			formIn: formIn, formOut: ios.ErrOut, hotSeat: hs,
		}
	}
	return agents, humans
}

// staying is the leaver of a game no signal leaves (tests, a game run
// without the application's handler).
type staying struct{}

func (staying) Stop()                        {}
func (staying) Err() error                   { return nil }
func (staying) Reader(r io.Reader) io.Reader { return r }
func (staying) OnForce(func())               {}
func (staying) Context() context.Context     { return context.Background() }
