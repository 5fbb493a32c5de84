package engine

import (
	"testing"

	"tabletop/engine/i18n"
)

// The engine's own refusals exist in every language with the same
// placeholders, and the English is the reason --json prints (the
// catalogue's completeness: catalogue_test.go).
func TestEngineMessagesComplete(t *testing.T) {
	if got := ErrGameOver.ReasonIn(i18n.Polish); got == ErrGameOver.Reason || got == ErrGameOver.Msg {
		t.Errorf("game over in Polish: %q", got)
	}
	re := Refuse(RuleNotYourTurn, "engine.refuse.not-your-turn", i18n.Args{"Cur": "Ala", "Seat": "Ola"})
	if re.Reason != "it is Ala's turn, not Ola's" || re.ReasonIn(i18n.Russian) != "сейчас ходит Ala, а не Ola" {
		t.Errorf("not your turn: %q / %q", re.Reason, re.ReasonIn(i18n.Russian))
	}
	if e := (Effect{Rule: "x", Text: i18n.Plain("plain")}); e.Text.In(i18n.French) != "plain" {
		t.Error("an effect without a message is not its text")
	}
}
