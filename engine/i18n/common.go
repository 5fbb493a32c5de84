package i18n

import "embed"

//go:embed locales/*.yaml
var commonFiles embed.FS

// common holds the words every part of tabletop counts with: cards,
// rounds, games, series, players, points.
var common = MustLoad(commonFiles, "locales/*.yaml")

// Common returns the shared catalogue of counted nouns.
func Common() *Catalog { return common }

// The counted nouns of Count.
const (
	Cards   = "count.cards"
	Rounds  = "count.rounds"
	Games   = "count.games"
	Series  = "count.series"
	Players = "count.players"
	Points  = "count.points"
)

// Count returns n and the noun in the plural form lang needs for n:
// Count("pl", Cards, 5) is "5 kart", Count("ru", Cards, 2) is "2 карты".
// noun is one of Cards, Rounds, Games, Series, Players and Points.
func Count(lang, noun string, n int) string { return common.Plural(lang, noun, n, nil) }
