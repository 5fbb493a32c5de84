package serve

import (
	"fmt"
	"reflect"
	"testing"

	"tabletop/engine"
	"tabletop/engine/mcts"
	gamehost "tabletop/host"
	_ "tabletop/rulesets/makoto"
	_ "tabletop/rulesets/mojo"
)

// What a seat is told about its moves (their labels, a hint) is worked
// out from what it may see only: on two games that differ only in cards
// the seat cannot see, it is the same.
func TestSeatWordsDependOnItsViewOnly(t *testing.T) {
	t.Parallel() // own server, own folder; CPU-bound whole games
	for _, game := range []string{"mojo", "makoto"} {
		rs, err := engine.Lookup(game)
		if err != nil {
			t.Fatal(err)
		}
		opts := engine.Options{}
		if game == "makoto" {
			opts["series"] = "on"
		}
		s, err := rs.New(engine.Config{Players: 4, Options: opts, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		bot, _ := rs.NewBot("random", 5)
		rng := engine.NewRNG(9)
		hints := 0
		for move := 0; move < 300 && !s.IsTerminal(); move++ {
			seat := s.CurrentPlayer()
			other := s.Clone()
			other.(engine.Determinizer).Determinize(seat, &rng)
			if other.Equal(s) {
				t.Fatalf("%s: the sample is the game itself", game)
			}
			a := &Table{s: s, rs: rs, cfg: TableConfig{Seed: 11}, g: gamehost.At(s, 11, move)}
			b := &Table{s: other, rs: rs, cfg: TableConfig{Seed: 11}, g: gamehost.At(other, 11, move)}
			for _, lang := range []string{"en", "pl"} {
				if x, y := a.options(seat, lang), b.options(seat, lang); !reflect.DeepEqual(x, y) {
					t.Fatalf("%s move %d: the labels depend on hidden cards:\n%v\n%v", game, move, x, y)
				}
				if x, y := s.View(seat).In(lang), other.View(seat).In(lang); x != y {
					t.Fatalf("%s move %d: the view depends on hidden cards", game, move)
				}
			}
			if move%40 == 0 {
				hints++
				x := mcts.Advise(a.sample(seat, 4), 7, gamehost.MaxHint)
				y := mcts.Advise(b.sample(seat, 4), 7, gamehost.MaxHint)
				if fmt.Sprint(x) != fmt.Sprint(y) {
					t.Fatalf("%s move %d: the hint depends on hidden cards: %v, %v", game, move, x, y)
				}
			}
			legal := s.LegalMoves(nil)
			if err := engine.Play(s, seat, bot.Choose(s, legal)); err != nil {
				t.Fatal(err)
			}
		}
		if hints < 2 {
			t.Errorf("%s: only %d hints compared", game, hints)
		}
	}
}
