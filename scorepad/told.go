package scorepad

import (
	"embed"

	"gopkg.in/yaml.v3"

	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

// The pads' complaints in every language: locales/messages.LANG.yaml
// ("scorepad.error.*"), English the source.
//
//go:embed locales/*.yaml
var localeFiles embed.FS

func init() {
	i18n.RegisterMessageFiles("scorepad", localeFiles)
}

// errLine is bad input at n's line: message id of the catalogue. The file
// name is filled in by Parse.
func errLine(n *yaml.Node, id string, args i18n.Args) error {
	return fileio.NewInputError("", n.Line, id, args)
}

// errAt is bad input at a line of the pad: message id of the catalogue.
// The file name is filled in by Load.
func (p *Pad) errAt(line int, id string, args i18n.Args) error {
	return fileio.NewInputError("", line, id, args)
}

// errSay is bad input at a line saying err (told as err is).
func errSay(line int, err error) error {
	return fileio.NewInputError("", line, "engine.error.text", i18n.Args{"Text": err})
}

// told is a phrase of the catalogue.
func told(id string, args i18n.Args) i18n.Phrase { return i18n.Message(id, args) }

// word is a YAML key or other text that stays as it is in every language.
func word(s string) i18n.Phrase { return told("engine.error.text", i18n.Args{"Text": s}) }

// roundAt names round (or game) k of the pad, 0-based: "round 3".
func (p *Pad) roundAt(k int) i18n.Phrase {
	return told(p.byWord("scorepad.error.place.round", "scorepad.error.place.game"), i18n.Args{"N": k + 1})
}

// byWord is round, or game when the pad's game calls its rounds games.
func (p *Pad) byWord(round, game string) string {
	if p.roundWord() == "game" {
		return game
	}
	return round
}
