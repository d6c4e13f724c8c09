%% A ledger of accounts kept in a map: post, balance, and a report.
-module(ledger).
-export([new/0, post/3, balance/2, report/1]).

new() -> #{}.

post(Ledger, Account, Amount) when is_integer(Amount) ->
    Entries = entries(Ledger, Account),
    Ledger#{Account => [checked(Amount) | Entries]}.

balance(Ledger, Account) ->
    sum(entries(Ledger, Account), 0).

report(Ledger) ->
    [line(Account, balance(Ledger, Account)) || Account <- lists:sort(maps:keys(Ledger))].

entries(Ledger, Account) -> maps:get(Account, Ledger, []).

checked(Amount) when abs(Amount) < 1000000 -> Amount;
checked(Amount) -> erlang:error({too_large, Amount}).

sum([], Acc) -> Acc;
sum([H | T], Acc) -> sum(T, add(Acc, H)).

add(A, B) -> A + B.

line(Account, Balance) -> io_lib:format("~s ~w~n", [Account, Balance]).
