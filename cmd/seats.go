package cmd

import (
	"fmt"
	"strings"

	"tabletop/engine"
)

// seat is one player of a digital game: a person or a bot.
type seat struct {
	Name string // unique display name, as in logs
	Bot  string // bot name; "" for a person
}

// botPrefix marks a bot seat in --players.
const botPrefix = "bot:"

// parseSeats reads --players "Ann,bot:greedy,bot:random" for rs. Bot names
// are checked against the ruleset; names must be unique (a repeated bot
// gets "#2", "#3" ...).
func parseSeats(rs engine.Ruleset, list string) ([]seat, error) {
	if strings.TrimSpace(list) == "" {
		return nil, usageErrorf("--players: name the seats, e.g. --players Ann,bot:greedy,bot:random")
	}
	parts := strings.Split(list, ",")
	if n := len(parts); n < rs.MinPlayers() || n > rs.MaxPlayers() {
		return nil, usageErrorf("--players: %s is for %d to %d players, got %d", rs.Name(), rs.MinPlayers(), rs.MaxPlayers(), n)
	}
	seats := make([]seat, 0, len(parts))
	used := map[string]int{}
	for i, p := range parts {
		p = strings.TrimSpace(p)
		var s seat
		switch {
		case p == "":
			return nil, usageErrorf("--players: seat %d has no name", i+1)
		case strings.HasPrefix(p, botPrefix):
			s.Bot = strings.TrimPrefix(p, botPrefix)
			if _, err := rs.NewBot(s.Bot, 0); err != nil {
				return nil, usageErrorf("--players: seat %d: unknown bot %q for %s (bots: %s)", i+1, s.Bot, rs.Name(), strings.Join(rs.Bots(), ", "))
			}
			s.Name = p
		default:
			if err := engine.CheckName(p); err != nil {
				return nil, usageErrorf("--players: seat %d: %v", i+1, err)
			}
			s.Name = p
		}
		used[s.Name]++
		if n := used[s.Name]; n > 1 {
			if s.Bot == "" {
				return nil, usageErrorf("--players: %q is listed twice", s.Name)
			}
			s.Name = fmt.Sprintf("%s#%d", s.Name, n)
		}
		seats = append(seats, s)
	}
	return seats, nil
}

// names returns the seats' display names.
func names(seats []seat) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = s.Name
	}
	return out
}

// seatIndex finds a seat by name (case-insensitive).
func seatIndex(seats []seat, name string) (int, error) {
	for i, s := range seats {
		if strings.EqualFold(s.Name, name) {
			return i, nil
		}
	}
	return -1, usageErrorf("unknown player %q (players: %s)", name, strings.Join(names(seats), ", "))
}
