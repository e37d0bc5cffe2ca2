// The live channel (docs/SESSION-PROTOCOL.md): one WebSocket to /ws?code=CODE, `join` as its
// first frame (with the token a previous `welcome` gave, to come back as the same student),
// reconnects by itself after 1 s, 2 s, 4 s, … at most 15 s, and stops when the session ends or
// the code is wrong.

export const CLOSE_WRONG_CODE = 4001;
export const CLOSE_JOIN_TIMEOUT = 4002;
export const CLOSE_REMOVED = 4004;
export const CLOSE_FULL = 4005;
export const CLOSE_TRY_AGAIN_LATER = 1013;
// The server closes a student's older socket when the same student joins on a newer one.
const ELSEWHERE = /joined again elsewhere/i;
const MAX_DELAY_S = 15;

export class Connection {
  // handlers: message(obj), status({state: 'connecting'|'open'|'waiting'|'stopped', seconds}),
  // fatal(kind) with kind 'wrong-code', 'removed' (by the teacher), 'elsewhere' (the student
  // joined again in another tab) or 'full'.
  constructor(url, handlers) {
    this.url = url;
    this.handlers = handlers;
    this.socket = null;
    this.attempt = 0;
    this.timer = null;
    this.countdown = null;
    this.stopped = false;
    this.joinFrame = null;
  }

  // Opens the socket now (again), sending `frame()` as the join when it opens.
  start(joinFrame) {
    this.joinFrame = joinFrame;
    this.stopped = false;
    this.open();
  }

  open() {
    this.clearTimers();
    if (this.socket) {
      const old = this.socket;
      this.socket = null;
      old.onclose = old.onmessage = old.onerror = old.onopen = null;
      try { old.close(1000); } catch (e) { /* already closed */ }
    }
    this.handlers.status({state: 'connecting'});
    let socket;
    try {
      socket = new WebSocket(this.url);
    } catch (e) {
      this.schedule();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.send(this.joinFrame());
    };
    socket.onmessage = (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      if (!message || typeof message.type !== 'string')
        return;
      if (message.type === 'welcome') {
        this.attempt = 0;
        this.handlers.status({state: 'open'});
      }
      this.handlers.message(message);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket)
        return;
      this.socket = null;
      if (this.stopped)
        return;
      if (event.code === CLOSE_WRONG_CODE) {
        this.stop();
        this.handlers.fatal('wrong-code');
        return;
      }
      if (event.code === CLOSE_REMOVED) {
        this.stop();
        this.handlers.fatal('removed');
        return;
      }
      if (ELSEWHERE.test(event.reason || '')) {
        this.stop();
        this.handlers.fatal('elsewhere');
        return;
      }
      if (event.code === CLOSE_FULL || event.code === CLOSE_TRY_AGAIN_LATER) {
        this.handlers.fatal('full');
        this.attempt = Math.max(this.attempt, 4); // then at most 15 s apart
      }
      this.schedule();
    };
  }

  schedule() {
    if (this.stopped)
      return;
    const seconds = Math.min(MAX_DELAY_S, 2 ** this.attempt);
    this.attempt += 1;
    let left = seconds;
    this.handlers.status({state: 'waiting', seconds: left});
    this.countdown = setInterval(() => {
      left -= 1;
      if (left > 0)
        this.handlers.status({state: 'waiting', seconds: left});
    }, 1000);
    this.timer = setTimeout(() => this.open(), seconds * 1000);
  }

  // A phone that woke up, or came back online: try now rather than at the end of the wait.
  nudge() {
    if (this.stopped)
      return;
    if (!this.socket || this.socket.readyState === WebSocket.CLOSED
        || this.socket.readyState === WebSocket.CLOSING)
      this.open();
  }

  get isOpen() {
    return !!this.socket && this.socket.readyState === WebSocket.OPEN;
  }

  send(object) {
    if (!this.isOpen)
      return false;
    this.socket.send(JSON.stringify(object));
    return true;
  }

  clearTimers() {
    clearTimeout(this.timer);
    clearInterval(this.countdown);
    this.timer = this.countdown = null;
  }

  stop() {
    this.stopped = true;
    this.clearTimers();
    if (this.socket) {
      const socket = this.socket;
      this.socket = null;
      socket.onclose = null;
      try { socket.close(1000); } catch (e) { /* already closed */ }
    }
    this.handlers.status({state: 'stopped'});
  }
}
