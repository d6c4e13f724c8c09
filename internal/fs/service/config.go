package service

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
)

// Config is the configuration file's shape: the seed's keys, spelled as
// the seed spelled them. Unknown keys and bad values are errors naming the
// key.
type Config struct {
	Port            Port   // TCP port on 127.0.0.1 unless --addr says otherwise
	UserProtoMsg    bool   // protobuf (true) or JSON (false) for the load client
	PageSize        int    // bytes per body chunk
	MaxOpenFiles    int    // files open at once
	LogCountPerFile int    // log lines per file before rotation; 0 = never
	DataDir         string // the served directory
	UserPoolIoSched string // "G" gopool, "C" cpool, anything else direct
	IoThreads       int    // pool size
	PriorIoThreads  int    // cpool threads at real-time priority
	SetCpuAffinity  bool   // pin cpool threads to CPUs
	WaitingQueueLen int    // calls that may wait for a pool thread
}

// DefaultConfig is what applies without a file.
func DefaultConfig() Config {
	return Config{
		Port:            9999,
		UserProtoMsg:    true,
		PageSize:        4096,
		MaxOpenFiles:    10240,
		LogCountPerFile: 1_000_000,
		DataDir:         "fsdata",
		UserPoolIoSched: "G",
		IoThreads:       32,
		WaitingQueueLen: 4096,
	}
}

// Port is a TCP port; the seed wrote it as a string ("9999"), so both a
// string and a number are accepted.
type Port int

// UnmarshalJSON accepts 9999 and "9999".
func (p *Port) UnmarshalJSON(b []byte) error {
	s := string(bytes.Trim(b, `"`))
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 65535 {
		return fmt.Errorf("want a port number 0-65535, got %s", b)
	}
	*p = Port(n)
	return nil
}

// LoadConfig reads a JSON config file over the defaults.
func LoadConfig(path string) (Config, error) {
	cfg := DefaultConfig()
	f, err := os.Open(path)
	if err != nil {
		return cfg, fmt.Errorf("config: %w", err)
	}
	defer f.Close()
	if err := DecodeConfig(f, &cfg); err != nil {
		return cfg, fmt.Errorf("config %s: %w", path, err)
	}
	return cfg, nil
}

// DecodeConfig decodes JSON from r into cfg and validates the result.
func DecodeConfig(r io.Reader, cfg *Config) error {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(cfg); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return fmt.Errorf("key %s: want %v, got a JSON %s", te.Field, te.Type, te.Value)
		}
		return err
	}
	if dec.More() {
		return errors.New("more than one JSON value")
	}
	return cfg.Validate()
}

// Validate checks the values' ranges.
func (c *Config) Validate() error {
	check := func(key string, v, lo, hi int) error {
		if v < lo || v > hi {
			return fmt.Errorf("key %s: %d is outside %d..%d", key, v, lo, hi)
		}
		return nil
	}
	return errors.Join(
		check("PageSize", c.PageSize, 512, 4<<20),
		check("MaxOpenFiles", c.MaxOpenFiles, 1, 1<<20),
		check("LogCountPerFile", c.LogCountPerFile, 0, 1<<40),
		check("IoThreads", c.IoThreads, 0, 4096),
		check("PriorIoThreads", c.PriorIoThreads, 0, max(c.IoThreads, 0)),
		check("WaitingQueueLen", c.WaitingQueueLen, 0, 1<<24),
	)
}

// Backend is the IO backend the config names: UserPoolIoSched "G" is
// gopool, "C" cpool, anything else direct, as in the seed.
func (c *Config) Backend() string {
	switch c.UserPoolIoSched {
	case "G", "g":
		return "gopool"
	case "C", "c":
		return "cpool"
	}
	return "direct"
}
