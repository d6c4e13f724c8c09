%% A ring of a fixed size over a tuple: put, get, and how many it holds.
-module(ring).
-export([new/1, put/2, get/1, size/1]).

new(N) when N > 0 -> {erlang:make_tuple(N, undefined), 0, 0}.

put({Slots, Head, Tail}, X) ->
    case full(Slots, Head, Tail) of
        true -> {error, full};
        false -> {ok, {setelement(slot(Slots, Head), Slots, X), Head + 1, Tail}}
    end.

get({Slots, Head, Tail}) when Head > Tail ->
    {ok, element(slot(Slots, Tail), Slots), {Slots, Head, Tail + 1}};
get(_) -> empty.

size({_, Head, Tail}) -> Head - Tail.

full(Slots, Head, Tail) -> Head - Tail >= tuple_size(Slots).

slot(Slots, I) -> I rem tuple_size(Slots) + 1.
