package cmd

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/cmd/internal/roundentry"
	"tabletop/engine"
	"tabletop/engine/scoring"
)

func formFor(lines ...string) (formIO, *bytes.Buffer) {
	var out bytes.Buffer
	return formIO{in: &cmdtest.LineReader{Lines: lines}, out: &out, accessible: true}, &out
}

func TestFormPlayers(t *testing.T) {
	// The first answer is refused (one player), the second accepted.
	f, out := formFor("Ann", "Ann, Ben ,Cy")
	players, err := roundentry.AskPlayers(f.form(), 2, 8)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(players, []string{"Ann", "Ben", "Cy"}) {
		t.Errorf("players %v", players)
	}
	if !strings.Contains(out.String(), "name 2 to 8 players, not 1") {
		t.Errorf("the form did not explain the refused answer:\n%s", out.String())
	}
}

func scorerFor(t *testing.T, game string) scoring.RoundScorer {
	t.Helper()
	rs, err := engine.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := roundentry.ScorerOf(rs)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func TestFormMojoRound(t *testing.T) {
	players := []string{"Ann", "Ben", "Cy"}
	// Ben's first answer is not a list of cards and is asked again; the
	// Mojo holder is chosen by number (3 = Cy).
	f, out := formFor("9,1", "zero", "0 4", "10,11,3", "3")
	sc := scorerFor(t, "mojo")
	a, err := roundentry.Ask(f.form(), sc, players, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Ann=9,1", "Ben=0 4", "Cy=10,11,3"}; !slices.Equal(a["hand"], want) || !slices.Equal(a["mojo"], []string{"Cy"}) {
		t.Errorf("answers give %v; want %v, Cy", a, want)
	}
	if !strings.Contains(out.String(), `"zero" is not a Mojo card`) {
		t.Errorf("the form did not explain the refused answer:\n%s", out.String())
	}
	// The answers score like the flags do.
	cards, err := sc.ParseCards("0 4")
	if err != nil || !slices.Equal(cards, []string{"0", "4"}) {
		t.Errorf("ParseCards(0 4) = %v, %v", cards, err)
	}
}

func TestFormMakotoGame(t *testing.T) {
	players := []string{"Ann", "Ben", "Cy"}
	f, out := formFor("2,2,5,13", "10,7", "5", "Ben,Zed", "Ben,Ann", "2,5,11")
	a, err := roundentry.Ask(f.form(), scorerFor(t, "makoto"), players, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Ann=2,2,5,13", "Ben=10,7", "Cy=5"}; !slices.Equal(a["captured"], want) || !slices.Equal(a["out"], []string{"Ben,Ann"}) || !slices.Equal(a["curtain"], []string{"2,5,11"}) {
		t.Errorf("answers %+v", a)
	}
	if !strings.Contains(out.String(), `unknown player "Zed"`) {
		t.Errorf("the form did not refuse Zed:\n%s", out.String())
	}
}

// TestFormOut: 'score makoto' without --out on a terminal asks who went
// out; a name not at the table is refused as typed and corrected.
func TestFormOut(t *testing.T) {
	sc := scorerFor(t, "makoto")
	var out scoring.RoundField
	for _, f := range sc.RoundFields() {
		if f.Kind == scoring.FieldPlayers {
			out = f
		}
	}
	f, w := formFor("Ben, Zed", "Ben, Ann")
	got, err := roundentry.AskPlayersField(f.form(), out, []string{"Ann", "Ben", "Cy"})
	if err != nil {
		t.Fatal(err)
	}
	if got != "Ben, Ann" {
		t.Errorf("answer %q", got)
	}
	if !strings.Contains(w.String(), `unknown player "Zed"`) {
		t.Errorf("the form did not refuse Zed:\n%s", w.String())
	}
}

// TestFormChecksAsTyped: a card the game does not have, and more copies
// of a card than the game holds across every player's cards, are refused
// in the field where they are typed, which is then corrected in place; the
// other answers are kept.
func TestFormChecksAsTyped(t *testing.T) {
	players := []string{"Ann", "Ben", "Cy"}
	// Ben's 13 is not a Mojo card; Cy's 0 would be a fifth 0.
	f, out := formFor("0,0,9", "13", "0,0,4", "0", "10,11,3", "3")
	a, err := roundentry.Ask(f.form(), scorerFor(t, "mojo"), players, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Ann=0,0,9", "Ben=0,0,4", "Cy=10,11,3"}; !slices.Equal(a["hand"], want) || !slices.Equal(a["mojo"], []string{"Cy"}) {
		t.Errorf("answers give %v; want %v, Cy", a, want)
	}
	for _, want := range []string{"Ben's cards: 13 is not a Mojo card", "5 cards of value 0"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the form did not refuse with %q:\n%s", want, out.String())
		}
	}

	// Makoto: a card the game does not have, in the Curtain.
	f, out = formFor("2,2,5,13", "10,7", "5", "Ben,Ann", "2,5,99", "2,5,11")
	a, err = roundentry.Ask(f.form(), scorerFor(t, "makoto"), players, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(a["curtain"], []string{"2,5,11"}) {
		t.Errorf("answers %+v", a)
	}
	if !strings.Contains(out.String(), "99") {
		t.Errorf("the form did not refuse 99:\n%s", out.String())
	}
}

// TestFormInPolish: the round-entry forms ask and explain refused answers
// in the chosen language.
func TestFormInPolish(t *testing.T) {
	f, out := formFor("Ann", "Ann,Ben,Cy")
	f.lang = "pl"
	if _, err := roundentry.AskPlayers(f.form(), 2, 8); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Gracze, w kolejności miejsc", "podaj od 2 do 8 graczy, nie 1"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("players form: no %q in:\n%s", want, out.String())
		}
	}
	f, out = formFor("9,1", "zero", "0 4", "10,11,3", "3")
	f.lang = "pl"
	if _, err := roundentry.Ask(f.form(), scorerFor(t, "mojo"), []string{"Ann", "Ben", "Cy"}, nil); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Karty gracza Ben (w ręce i zakryte", "Kto wziął kartę MOJO?", "„zero” to nie karta gry Mojo (wpisz wartość od 0 do 12)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("mojo form: no %q in:\n%s", want, out.String())
		}
	}
	f, out = formFor("2,2,5,13", "10,7", "5", "Ben,Ann", "2,5,99")
	f.lang = "pl"
	_, _ = roundentry.Ask(f.form(), scorerFor(t, "makoto"), []string{"Ann", "Ben", "Cy"}, nil) // input ends after the refused answer
	for _, want := range []string{"Zdobycz punktowa gracza Cy", "Kto wyszedł, po kolei", "Karty, które zostały w Zasłonie", "„99” to nie karta Makoto (wartości od 1 do 16)"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("makoto form: no %q in:\n%s", want, out.String())
		}
	}
}
