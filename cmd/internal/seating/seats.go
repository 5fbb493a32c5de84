// Package seating is what play and serve share: the seats of a digital
// game read from --players, and the game set up from the flags or from a
// saved game's log (--resume), with its host, result and standings.
package seating

import (
	"fmt"
	"strconv"
	"strings"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/mcts"
)

// Seat is one player of a digital game: a person or a bot.
type Seat struct {
	Name string // unique display name, as in logs
	Bot  string // bot name; "" for a person
}

// BotPrefix marks a bot seat in --players.
const BotPrefix = "bot:"

// ParseSeats reads --players "Ann,bot:greedy,bot:random" for rs. Bot names
// are checked against the ruleset; names must be unique. A bot seat is
// named after its bot's kind ("Greedy", "Mcts" for bot:mcts:N); two or
// more of one kind are numbered
// ("Random 1", "Random 2"), and a bot whose name a person already has is
// "Greedy bot".
func ParseSeats(rs engine.Ruleset, list string) ([]Seat, error) {
	if strings.TrimSpace(list) == "" {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.players-none", nil))
	}
	parts := strings.Split(list, ",")
	if n := len(parts); n < rs.MinPlayers() || n > rs.MaxPlayers() {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.players-count", i18n.Args{"Game": rs.Title(), "Min": rs.MinPlayers(), "Count": rs.MaxPlayers(), "N": n}))
	}
	seats := make([]Seat, 0, len(parts))
	people := map[string]bool{}
	kinds := map[string]int{}
	for i, p := range parts {
		p = strings.TrimSpace(p)
		var s Seat
		switch {
		case p == "":
			return nil, cmdutil.UsageError(cmdutil.CLIError("arg.seat-no-name", i18n.Args{"Seat": i + 1}))
		case strings.HasPrefix(strings.ToLower(p), BotPrefix):
			s.Bot = strings.ToLower(strings.TrimSpace(p[len(BotPrefix):]))
			if _, ok, err := mcts.ParseName(rs.Name(), s.Bot, 1); ok && err != nil {
				return nil, cmdutil.UsageError(cmdutil.CLIError("arg.seat-err", i18n.Args{"Seat": i + 1, "Err": err})) // mcts:N out of range
			}
			if _, err := rs.NewBot(s.Bot, 0); err != nil {
				return nil, cmdutil.UsageError(cmdutil.CLIError("arg.seat-unknown-bot", i18n.Args{"Seat": i + 1, "Bot": i18n.Quoted(s.Bot), "Game": rs.Title(), "Bots": strings.Join(rs.Bots(), ", ")}))
			}
			kinds[botKind(s.Bot)]++
		default:
			if err := engine.CheckName(p); err != nil {
				return nil, cmdutil.UsageError(cmdutil.CLIError("arg.seat-err", i18n.Args{"Seat": i + 1, "Err": err}))
			}
			if people[strings.ToLower(p)] {
				return nil, cmdutil.UsageError(cmdutil.CLIError("arg.players-twice", i18n.Args{"Name": i18n.Quoted(p)}))
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

// Names returns the seats' display names.
func Names(seats []Seat) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = s.Name
	}
	return out
}

// SeatIndex finds a seat by its number (from 1), its name
// (case-insensitive) or, for the only bot of a kind, "bot:KIND".
func SeatIndex(seats []Seat, name string) (int, error) {
	name = strings.TrimSpace(name)
	if n, err := strconv.Atoi(name); err == nil {
		if n < 1 || n > len(seats) {
			return -1, cmdutil.UsageError(cmdutil.CLIError("arg.seat-range", i18n.Args{"N": n, "Last": len(seats), "Players": strings.Join(Names(seats), ", ")}))
		}
		return n - 1, nil
	}
	for i, s := range seats {
		if engine.SameName(s.Name, name) {
			return i, nil
		}
	}
	if kind, ok := strings.CutPrefix(strings.ToLower(name), BotPrefix); ok {
		found := -1
		for i, s := range seats {
			if s.Bot == kind {
				if found >= 0 {
					return -1, cmdutil.UsageError(cmdutil.CLIError("arg.seat-several-bots", i18n.Args{"Name": i18n.Quoted(name), "Kind": kind, "Players": strings.Join(Names(seats), ", ")}))
				}
				found = i
			}
		}
		if found >= 0 {
			return found, nil
		}
	}
	return -1, cmdutil.UsageError(cmdutil.CLIError("arg.seat-unknown", i18n.Args{"Name": i18n.Quoted(name), "Players": strings.Join(Names(seats), ", ")}))
}
