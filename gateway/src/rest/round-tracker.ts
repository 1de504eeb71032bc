// Counts the upstream calls of one GraphQL request and its sequential rounds: a call's round is
// 1 + the highest round among the calls that had already finished when it started; the request's
// rounds are the highest round of any call. Pure bookkeeping, tested beside.

export interface CallStats {
  calls: number;
  rounds: number;
}

export class RoundTracker {
  private calls = 0;
  private rounds = 0;
  private highestFinishedRound = 0;

  /** Records the start of a call; the returned function records its end (success or failure). */
  start(): () => void {
    const round = this.highestFinishedRound + 1;
    this.calls += 1;
    this.rounds = Math.max(this.rounds, round);
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      this.highestFinishedRound = Math.max(this.highestFinishedRound, round);
    };
  }

  stats(): CallStats {
    return { calls: this.calls, rounds: this.rounds };
  }
}
