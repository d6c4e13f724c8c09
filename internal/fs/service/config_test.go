package service

import (
	"strings"
	"testing"
)

func TestConfig(t *testing.T) {
	seed := `{"Port":"9999","UserProtoMsg":true,"PageSize":4096,"MaxOpenFiles":102400,"LogCountPerFile":2000000,"DataDir":"/srv/d","UserPoolIoSched":"C","IoThreads":32,"PriorIoThreads":0,"SetCpuAffinity":true,"WaitingQueueLen":1000000}`
	cfg := DefaultConfig()
	if err := DecodeConfig(strings.NewReader(seed), &cfg); err != nil {
		t.Fatalf("the seed's own config: %v", err)
	}
	if cfg.Port != 9999 || cfg.Backend() != "cpool" || cfg.IoThreads != 32 || !cfg.SetCpuAffinity || cfg.DataDir != "/srv/d" {
		t.Errorf("decoded %+v", cfg)
	}
	for _, tc := range []struct{ in, want string }{
		{`{"Port":9998}`, ""},
		{`{"UserPoolIoSched":""}`, ""},
		{`{"Bogus":1}`, `unknown field "Bogus"`},
		{`{"IoThreads":"many"}`, "key IoThreads"},
		{`{"IoThreads":-1}`, "key IoThreads: -1"},
		{`{"PageSize":10}`, "key PageSize"},
		{`{"Port":"http"}`, "port number"},
		{`{"Port":70000}`, "port number"},
		{`{"IoThreads":2,"PriorIoThreads":3}`, "key PriorIoThreads"},
		{`{"SetCpuAffinity":"yes"}`, "key SetCpuAffinity"},
		{`{} {}`, "more than one"},
	} {
		cfg := DefaultConfig()
		err := DecodeConfig(strings.NewReader(tc.in), &cfg)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.in, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: got %v, want an error containing %q", tc.in, err, tc.want)
		}
	}
	for _, tc := range []struct{ sched, want string }{{"G", "gopool"}, {"C", "cpool"}, {"", "direct"}, {"X", "direct"}} {
		c := Config{UserPoolIoSched: tc.sched}
		if got := c.Backend(); got != tc.want {
			t.Errorf("UserPoolIoSched %q: got %s, want %s", tc.sched, got, tc.want)
		}
	}
}
