package cmd

import (
	"tabletop/cmd/internal/seating"
	serve "tabletop/cmd/serve"
	"tabletop/engine"
	server "tabletop/serve"
)

// botPrefix marks a bot seat in --players (seating.BotPrefix).
const botPrefix = seating.BotPrefix

// setSeriesOption switches on the ruleset's series option
// (seating.SeriesOption).
func setSeriesOption(rs engine.Ruleset, opts engine.Options) (engine.Options, error) {
	return seating.SeriesOption(rs, opts)
}

// ServeNewTable is the lobby's "new" for package serve's tests.
func ServeNewTable() func(words []string) (server.TableConfig, error) { return serve.NewTable(0) }
