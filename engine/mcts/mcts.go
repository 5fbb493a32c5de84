// Package mcts is the search bot every game offers: information-set Monte
// Carlo tree search (Bot, made by New from a Config), its ranking of a
// position's moves for the table mode's hint (MoveRanker), and the bot
// names "random", "greedy", "mcts" and "mcts:N" (StandardBot, Name,
// ParseName).
package mcts

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/i18n"
	"tabletop/engine/sim"
)

// Config configures an MCTS agent.
type Config struct {
	// Name is the agent's name ("mcts").
	Name string
	// Iterations is the number of search iterations a move (at least 1).
	Iterations int
	// Exploration is the UCT constant; 0 means 0.7.
	Exploration float64
	// Policy chooses the moves of rollouts; nil means uniformly at random.
	Policy engine.Agent
	// Epsilon is the share of rollout moves chosen at random instead of
	// by Policy.
	Epsilon float64
	// Leaf reports whether a rollout from root has gone far enough at s
	// (the game over, or a round or game finished since root); when it has,
	// it writes every seat's value, from 0 (worst) to 1 (best), into vals.
	// It must not allocate. Required.
	Leaf func(s, root engine.State, vals []float64) bool
}

// mctsNode is one node of the search tree: the move that leads to it, who
// made it, and the statistics of that move.
type mctsNode struct {
	move   engine.Move
	parent int32
	child  int32  // first child, or -1
	next   int32  // next sibling, or -1
	player int8   // the seat that made move (-1 at the root)
	legal  bool   // legal in the deal being walked (selectChild's first pass)
	hash   uint32 // hashMove(&move), for moveIndex
	visits int32
	avail  int32 // how often the move was legal when its parent was visited
	reward float64
}

// Bot is an information-set Monte Carlo tree search agent (single
// observer ISMCTS): every iteration re-samples what the agent's seat cannot
// see (engine.Determinizer), walks the one shared tree by UCT among the moves legal
// in that sample (counting how often each was available), expands one
// move, plays the rest of the round out with the rollout policy and backs
// up every seat's value. A fixed number of iterations and a seeded RNG make
// its moves reproducible. States, the tree and buffers are reused from move
// to move.
type Bot struct {
	cfg   Config
	rng   engine.RNG
	nodes []mctsNode
	det   engine.State
	buf   []engine.Move
	vals  []float64
	mark  []bool
	index moveIndex
}

// New returns an MCTS agent seeded with seed.
func New(cfg Config, seed uint64) *Bot {
	if cfg.Iterations < 1 {
		cfg.Iterations = 1
	}
	if cfg.Exploration == 0 {
		cfg.Exploration = 0.7
	}
	if cfg.Name == "" {
		cfg.Name = "mcts"
	}
	return &Bot{cfg: cfg, rng: engine.NewRNG(seed)}
}

// Name returns the configured name.
func (a *Bot) Name() string { return a.cfg.Name }

// PolicySeed is the seed of an MCTS agent's rollout policy when the agent
// has seed: a ruleset builds the policy with it, and Reseed reseeds the
// policy with it.
func PolicySeed(seed uint64) uint64 { return seed ^ 0x9e3779b97f4a7c15 }

// Reseed makes the agent choose as a new agent seeded with seed would,
// keeping its tree, states and buffers: the simulator reuses one agent per
// seat for every game. The rollout policy is reseeded with
// PolicySeed(seed) when it is a Reseeder.
func (a *Bot) Reseed(seed uint64) {
	a.rng = engine.NewRNG(seed)
	if r, ok := a.cfg.Policy.(sim.Reseeder); ok {
		r.Reseed(PolicySeed(seed))
	}
}

// Choose searches from s for the current player and returns the legal
// move visited most.
func (a *Bot) Choose(s engine.State, legal []engine.Move) engine.Move {
	if len(legal) == 1 {
		return legal[0]
	}
	a.search(s)
	best, bestVisits := -1, int32(-1)
	for c := a.nodes[0].child; c >= 0; c = a.nodes[c].next {
		n := &a.nodes[c]
		if n.visits <= bestVisits {
			continue
		}
		for i := range legal {
			if legal[i] == n.move {
				best, bestVisits = i, n.visits
				break
			}
		}
	}
	if best < 0 {
		return legal[a.rng.Intn(len(legal))]
	}
	return legal[best]
}

// search runs the configured iterations from s for its current player,
// leaving the tree in a.nodes (the root's children are the moves tried).
func (a *Bot) search(s engine.State) {
	seat := s.CurrentPlayer()
	if a.det == nil {
		// The first move allocates what every later move reuses.
		a.det = s.Clone()
		a.nodes = make([]mctsNode, 0, a.cfg.Iterations+1)
		a.buf = make([]engine.Move, 0, 256)
		a.mark = make([]bool, 0, cap(a.buf))
		a.index.reserve(cap(a.buf))
	}
	if n := s.NumPlayers(); len(a.vals) < n {
		a.vals = make([]float64, n)
	}
	det, _ := a.det.(engine.Determinizer)
	a.nodes = append(a.nodes[:0], mctsNode{parent: -1, child: -1, next: -1, player: -1})
	for range a.cfg.Iterations {
		s.CloneInto(a.det)
		if det != nil {
			det.Determinize(seat, &a.rng)
		}
		a.iterate(s)
	}
}

// MoveValue is how a move stood after a search: how often it was tried,
// how often it was legal in the sampled deals, and its mean value to the
// player who makes it, from 0 (worst) to 1 (best).
type MoveValue struct {
	Move   engine.Move
	Visits int
	Avail  int
	Value  float64
}

// MoveRanker is an agent that can rank the moves of a position instead of
// choosing one (the table mode's hint).
type MoveRanker interface {
	Rank(s engine.State) []MoveValue
}

// Rank searches from s for its current player, as Choose does, and returns
// every move tried at least minVisits times (a hundredth of the
// iterations, at least 10; all tried moves when none is), best first: by
// mean value, then by visits. On a state where the mover's own cards are
// unknown (the table mode), the deals sampled include the mover's hand, so
// the ranking answers "which move is best, for the hands this table could
// hold": a person reads down it to the first move their cards allow.
func (a *Bot) Rank(s engine.State) []MoveValue {
	if s.IsTerminal() {
		return nil
	}
	a.search(s)
	var out []MoveValue
	for c := a.nodes[0].child; c >= 0; c = a.nodes[c].next {
		n := &a.nodes[c]
		if n.visits > 0 {
			out = append(out, MoveValue{Move: n.move, Visits: int(n.visits), Avail: int(n.avail), Value: n.reward / float64(n.visits)})
		}
	}
	minVisits := max(10, a.cfg.Iterations/100)
	if kept := slices.DeleteFunc(slices.Clone(out), func(m MoveValue) bool { return m.Visits < minVisits }); len(kept) > 0 {
		out = kept
	}
	slices.SortStableFunc(out, func(x, y MoveValue) int {
		return cmp.Or(cmp.Compare(y.Value, x.Value), cmp.Compare(y.Visits, x.Visits))
	})
	return out
}

// iterate runs one iteration on the determinized state a.det.
func (a *Bot) iterate(root engine.State) {
	s := a.det
	node := int32(0)
	vals := a.vals
	for !a.cfg.Leaf(s, root, vals) {
		a.buf = s.LegalMoves(a.buf[:0])
		legal := a.buf
		if len(legal) == 0 {
			break
		}
		child, expanded := a.selectChild(node, legal, s.CurrentPlayer())
		if err := s.Apply(a.nodes[child].move); err != nil {
			panic("mcts: a legal move was refused: " + err.Error())
		}
		node = child
		if expanded {
			a.rollout(root)
			break
		}
	}
	for n := node; n >= 0; n = a.nodes[n].parent {
		nd := &a.nodes[n]
		nd.visits++
		if nd.player >= 0 {
			nd.reward += vals[nd.player]
		}
	}
}

// selectChild returns the child of node to follow among the legal moves:
// a new child for a move not tried yet (expanded), else the legal child
// with the best UCT score counted over its availability.
func (a *Bot) selectChild(node int32, legal []engine.Move, player int) (int32, bool) {
	if cap(a.mark) < len(legal) {
		// Only when the legal moves outgrew a.buf (it grows with them):
		// a growth on some deals made sim's allocations per game vary
		// (issue 19, D15).
		a.mark = make([]bool, len(legal), cap(legal))
		a.index.reserve(cap(legal))
	}
	mark := a.mark[:len(legal)]
	clear(mark)
	// A long list is indexed (moveIndex): a node's children are matched
	// against it in constant time each, not by scanning it, which made
	// this the search's most costly step (issue 27.6). The matches, and
	// so the search, are the same either way.
	indexed := len(legal) >= indexFrom
	if indexed {
		a.index.build(legal)
	}
	tried := 0
	for c := a.nodes[node].child; c >= 0; c = a.nodes[c].next {
		if indexed {
			n := &a.nodes[c]
			i := a.index.first(legal, &n.move, n.hash)
			n.legal = i >= 0
			for ; i >= 0; i = a.index.next[i] {
				if !mark[i] {
					mark[i] = true
					tried++
					break
				}
			}
			continue
		}
		for i := range legal {
			if !mark[i] && legal[i] == a.nodes[c].move {
				mark[i] = true
				tried++
				break
			}
		}
	}
	if tried < len(legal) && len(a.nodes) < cap(a.nodes) {
		k := a.rng.Intn(len(legal) - tried)
		for i := range legal {
			if mark[i] {
				continue
			}
			if k == 0 {
				id := int32(len(a.nodes))
				a.nodes = append(a.nodes, mctsNode{move: legal[i], parent: node, child: -1,
					next: a.nodes[node].child, player: int8(player), hash: hashMove(&legal[i]), avail: 1})
				a.nodes[node].child = id
				return id, true
			}
			k--
		}
	}
	best, bestScore := int32(-1), math.Inf(-1)
	for c := a.nodes[node].child; c >= 0; c = a.nodes[c].next {
		n := &a.nodes[c]
		ok := false
		if indexed {
			ok = n.legal
		} else {
			for i := range legal {
				if legal[i] == n.move {
					ok = true
					break
				}
			}
		}
		if !ok {
			continue
		}
		n.avail++
		score := math.Inf(1)
		if n.visits > 0 {
			score = n.reward/float64(n.visits) + a.cfg.Exploration*math.Sqrt(math.Log(float64(n.avail))/float64(n.visits))
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	// Every legal move has a node (the tree has room for one node an
	// iteration), so best is set.
	return best, false
}

// rollout plays a.det on with the policy until Leaf says stop.
func (a *Bot) rollout(root engine.State) {
	s := a.det
	for !a.cfg.Leaf(s, root, a.vals) {
		a.buf = s.LegalMoves(a.buf[:0])
		if len(a.buf) == 0 {
			return
		}
		var m engine.Move
		if a.cfg.Policy == nil || (a.cfg.Epsilon > 0 && float64(a.rng.Uint64()>>11)/(1<<53) < a.cfg.Epsilon) {
			m = a.buf[a.rng.Intn(len(a.buf))]
		} else {
			m = a.cfg.Policy.Choose(s, a.buf)
		}
		if err := s.Apply(m); err != nil {
			panic("mcts: a legal move was refused in a rollout: " + err.Error())
		}
	}
}

// Name is the bot name of an MCTS agent with iterations a move: "mcts"
// at the game's default budget, else "mcts:N".
func Name(iterations, def int) string {
	if iterations == def {
		return "mcts"
	}
	return "mcts:" + strconv.Itoa(iterations)
}

// ParseName reads the bot name "mcts" (def iterations a move) or
// "mcts:N" and returns the iterations, or ok false when name is not an
// MCTS bot; a bad N is an error naming game and the allowed range.
func ParseName(game, name string, def int) (iterations int, ok bool, err error) {
	if name == "mcts" {
		return def, true, nil
	}
	rest, found := strings.CutPrefix(name, "mcts:")
	if !found {
		return 0, false, nil
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < 1 || n > MaxIterations {
		return 0, true, i18n.NewError("engine.error.mcts-iterations", i18n.Args{"Game": engine.TitleOf(game), "Bot": i18n.Quoted(echo.Cut(name)), "Max": MaxIterations})
	}
	return n, true, nil
}

// MaxIterations is the largest N of the bot "mcts:N".
const MaxIterations = 1_000_000

// StandardBot makes the bots every game offers from the game's own greedy
// bot and MCTS constructor: "random", "greedy", "mcts" (def iterations a
// move) and "mcts:N". Another name is an error naming game.
func StandardBot(game, name string, seed uint64, def int, greedy func(seed uint64) engine.Agent, mcts func(iterations int, seed uint64) engine.Agent) (engine.Agent, error) {
	switch name {
	case "random":
		return engine.NewRandomAgent(seed), nil
	case "greedy":
		return greedy(seed), nil
	}
	if n, ok, err := ParseName(game, name, def); ok {
		if err != nil {
			return nil, err
		}
		return mcts(n, seed), nil
	}
	return nil, i18n.NewError("engine.error.no-bot", i18n.Args{"Game": engine.TitleOf(game), "Bot": i18n.Quoted(name)})
}
