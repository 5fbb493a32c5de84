package scorepad

import (
	"embed"

	"gopkg.in/yaml.v3"

	"tabletop/engine"
)

// The pads' complaints in every language: locales/messages.LANG.yaml
// ("scorepad.error.*"), English the source.
//
//go:embed locales/*.yaml
var localeFiles embed.FS

func init() {
	engine.RegisterMessageFiles("scorepad", localeFiles)
}

// errLine is bad input at n's line: message id of the catalogue. The file
// name is filled in by Parse.
func errLine(n *yaml.Node, id string, args engine.Args) error {
	return engine.InputErrorTold("", n.Line, id, args)
}

// errAt is bad input at a line of the pad: message id of the catalogue.
// The file name is filled in by Load.
func (p *Pad) errAt(line int, id string, args engine.Args) error {
	return engine.InputErrorTold("", line, id, args)
}

// errSay is bad input at a line saying err (told as err is).
func errSay(line int, err error) error {
	return engine.InputErrorTold("", line, "engine.error.text", engine.Args{"Text": err})
}

// told is a phrase of the catalogue.
func told(id string, args engine.Args) engine.Phrase { return engine.Phrase{ID: id, Args: args} }

// word is a YAML key or other text that stays as it is in every language.
func word(s string) engine.Phrase { return told("engine.error.text", engine.Args{"Text": s}) }

// roundAt names round (or game) k of the pad, 0-based: "round 3".
func (p *Pad) roundAt(k int) engine.Phrase {
	return told(p.byWord("scorepad.error.place.round", "scorepad.error.place.game"), engine.Args{"N": k + 1})
}

// byWord is round, or game when the pad's game calls its rounds games.
func (p *Pad) byWord(round, game string) string {
	if p.roundWord() == "game" {
		return game
	}
	return round
}
