package cmd

import (
	"fmt"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/mcts"
)

// seat is one player of a digital game: a person or a bot.
type seat struct {
	Name string // unique display name, as in logs
	Bot  string // bot name; "" for a person
}

// botPrefix marks a bot seat in --players.
const botPrefix = "bot:"

// parseSeats reads --players "Ann,bot:greedy,bot:random" for rs. Bot names
// are checked against the ruleset; names must be unique. A bot seat is
// named after its bot's kind ("Greedy", "Mcts" for bot:mcts:N); two or
// more of one kind are numbered
// ("Random 1", "Random 2"), and a bot whose name a person already has is
// "Greedy bot".
func parseSeats(rs engine.Ruleset, list string) ([]seat, error) {
	if strings.TrimSpace(list) == "" {
		return nil, usageError(cliError("arg.players-none", nil))
	}
	parts := strings.Split(list, ",")
	if n := len(parts); n < rs.MinPlayers() || n > rs.MaxPlayers() {
		return nil, usageError(cliError("arg.players-count", map[string]any{"Game": rs.Name(), "Min": rs.MinPlayers(), "Count": rs.MaxPlayers(), "N": n}))
	}
	seats := make([]seat, 0, len(parts))
	people := map[string]bool{}
	kinds := map[string]int{}
	for i, p := range parts {
		p = strings.TrimSpace(p)
		var s seat
		switch {
		case p == "":
			return nil, usageError(cliError("arg.seat-no-name", map[string]any{"Seat": i + 1}))
		case strings.HasPrefix(strings.ToLower(p), botPrefix):
			s.Bot = strings.ToLower(strings.TrimSpace(p[len(botPrefix):]))
			if _, ok, err := mcts.ParseName(rs.Name(), s.Bot, 1); ok && err != nil {
				return nil, usageError(cliError("arg.seat-err", map[string]any{"Seat": i + 1, "Err": err})) // mcts:N out of range
			}
			if _, err := rs.NewBot(s.Bot, 0); err != nil {
				return nil, usageError(cliError("arg.seat-unknown-bot", map[string]any{"Seat": i + 1, "Bot": i18n.Quoted(s.Bot), "Game": rs.Name(), "Bots": strings.Join(rs.Bots(), ", ")}))
			}
			kinds[botKind(s.Bot)]++
		default:
			if err := engine.CheckName(p); err != nil {
				return nil, usageError(cliError("arg.seat-err", map[string]any{"Seat": i + 1, "Err": err}))
			}
			if people[strings.ToLower(p)] {
				return nil, usageError(cliError("arg.players-twice", map[string]any{"Name": i18n.Quoted(p)}))
			}
			people[strings.ToLower(p)] = true
			s.Name = p
		}
		seats = append(seats, s)
	}
	numbered := map[string]int{}
	for i := range seats {
		s := &seats[i]
		if s.Bot == "" {
			continue
		}
		kind := botKind(s.Bot)
		base := botTitle(kind)
		if people[strings.ToLower(base)] {
			base += " bot"
		}
		s.Name = base
		if kinds[kind] > 1 {
			numbered[kind]++
			s.Name = fmt.Sprintf("%s %d", base, numbered[kind])
		}
		if people[strings.ToLower(s.Name)] {
			s.Name += " (bot)"
		}
	}
	return seats, nil
}

// botKind is a bot's kind, without its settings: "mcts:3000" → "mcts",
// so that its seat name holds no colon (engine.CheckName).
func botKind(bot string) string {
	kind, _, _ := strings.Cut(bot, ":")
	return kind
}

// botTitle is a bot's name as a seat name: "greedy" → "Greedy".
func botTitle(bot string) string {
	if bot == "" {
		return bot
	}
	return strings.ToUpper(bot[:1]) + bot[1:]
}

// names returns the seats' display names.
func names(seats []seat) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = s.Name
	}
	return out
}

// seatIndex finds a seat by its number (from 1), its name
// (case-insensitive) or, for the only bot of a kind, "bot:KIND".
func seatIndex(seats []seat, name string) (int, error) {
	name = strings.TrimSpace(name)
	if n, err := strconv.Atoi(name); err == nil {
		if n < 1 || n > len(seats) {
			return -1, usageError(cliError("arg.seat-range", map[string]any{"N": n, "Last": len(seats), "Players": strings.Join(names(seats), ", ")}))
		}
		return n - 1, nil
	}
	for i, s := range seats {
		if engine.SameName(s.Name, name) {
			return i, nil
		}
	}
	if kind, ok := strings.CutPrefix(strings.ToLower(name), botPrefix); ok {
		found := -1
		for i, s := range seats {
			if s.Bot == kind {
				if found >= 0 {
					return -1, usageError(cliError("arg.seat-several-bots", map[string]any{"Name": i18n.Quoted(name), "Kind": kind, "Players": strings.Join(names(seats), ", ")}))
				}
				found = i
			}
		}
		if found >= 0 {
			return found, nil
		}
	}
	return -1, usageError(cliError("arg.seat-unknown", map[string]any{"Name": i18n.Quoted(name), "Players": strings.Join(names(seats), ", ")}))
}
