package engine

import (
	"slices"

	"tabletop/engine/i18n"
)

// Resumer drives the first moves of a game from a log, so that a saved
// game goes on where it stopped with the same seats: Run plays the logged
// moves through wrapped agents (bots still choose, so that their random
// sources advance exactly as in the game that was saved, but the logged
// move is the one made), then every agent plays for itself.
type Resumer struct {
	players []string
	moves   []LoggedMove
	next    int
}

// NewResumer returns a resumer for the moves of l.
func NewResumer(l *GameLog) *Resumer {
	return &Resumer{players: slices.Clone(l.Players), moves: slices.Clone(l.Moves)}
}

// Replaying reports whether logged moves remain to be made.
func (r *Resumer) Replaying() bool { return r.next < len(r.moves) }

// Made returns how many logged moves have been made.
func (r *Resumer) Made() int { return r.next }

// Wrap returns agents that make the logged moves first. An agent that is a
// FallibleAgent (a person) is not asked while the log lasts; any other
// agent is asked and its answer set aside.
func (r *Resumer) Wrap(agents []Agent) []Agent {
	out := make([]Agent, len(agents))
	for i, a := range agents {
		out[i] = &resumeAgent{r: r, seat: i, inner: a}
	}
	return out
}

// ResumeError is a log whose moves cannot be made again on resuming.
type ResumeError struct {
	Index int // 1-based move number
	Move  string
	Err   error
}

func (e *ResumeError) Error() string { return e.Tell().String() }

func (e *ResumeError) Unwrap() error { return e.Err }

// Tell returns the error as a phrase; the move stays as it was logged.
func (e *ResumeError) Tell() i18n.Phrase {
	return i18n.Message("engine.error.resume-move", i18n.Args{"Index": e.Index, "Move": i18n.Quoted(e.Move), "Err": e.Err})
}

type resumeAgent struct {
	r     *Resumer
	seat  int
	inner Agent
}

func (a *resumeAgent) Name() string { return a.inner.Name() }

func (a *resumeAgent) Choose(s State, legal []Move) Move {
	m, err := a.TryChoose(s, legal)
	if err != nil {
		return legal[0]
	}
	return m
}

// TryChoose makes the next logged move while the log lasts, then asks the
// wrapped agent.
func (a *resumeAgent) TryChoose(s State, legal []Move) (Move, error) {
	r := a.r
	if !r.Replaying() {
		if fa, ok := a.inner.(FallibleAgent); ok {
			return fa.TryChoose(s, legal)
		}
		return a.inner.Choose(s, legal), nil
	}
	if _, person := a.inner.(FallibleAgent); !person {
		a.inner.Choose(s, legal) // keeps the bot's random source in step
	}
	lm := r.moves[r.next]
	fail := func(err error) (Move, error) {
		return Move{}, &ResumeError{Index: r.next + 1, Move: lm.String(), Err: err}
	}
	if lm.Player != r.players[a.seat] {
		return fail(Refuse(RuleNotYourTurn, "engine.refuse.not-your-turn", i18n.Args{"Cur": i18n.Player(r.players[a.seat]), "Seat": i18n.Player(lm.Player)}))
	}
	m, err := s.ParseMove(lm.Text)
	if err != nil {
		return fail(err)
	}
	r.next++
	return m, nil
}

// ChooseAnytime makes the next logged move when it is this seat's move out
// of turn; once the log is done it asks the wrapped agent, if it moves out
// of turn at all.
func (a *resumeAgent) ChooseAnytime(s State, seat int, moves []Move) (Move, bool) {
	r := a.r
	aa, bot := a.inner.(AnytimeAgent)
	if !r.Replaying() {
		if !bot {
			return Move{}, false
		}
		return aa.ChooseAnytime(s, seat, moves)
	}
	var own Move
	yes := false
	if bot {
		own, yes = aa.ChooseAnytime(s, seat, moves) // in step, as above
	}
	lm := r.moves[r.next]
	if lm.Player != r.players[seat] {
		return Move{}, false
	}
	m, err := s.ParseMove(lm.Text)
	if err != nil || !slices.Contains(moves, m) {
		return Move{}, false
	}
	// On the seat's own turn the move may have been an ordinary one: it
	// was made out of turn only if the agent makes it so now.
	if s.CurrentPlayer() == seat && !(yes && own == m) {
		return Move{}, false
	}
	r.next++
	return m, true
}
