// The page's own words in English and Chinese. The lesson's words (chapter and step titles,
// the step's text, the question, the hint, error messages) come from the server in the
// student's language. Words follow the project's glossary (docs/GLOSSARY.md): 向量, 步骤, 章,
// 揭晓, 提示; the verdicts are the desktop's predict mode's (PredictionStrip).

const WORDS = {
  en: {
    brand: 'NormKitchen',
    switchTo: 'Switch to Chinese',
    otherLanguage: '中文',
    joinTitle: 'Join the class',
    joinIntro: 'Follow the lesson on your phone and answer the teacher’s questions.',
    nickLabel: 'Your nickname (optional)',
    nickHint: 'Up to 24 characters. Leave it empty to join as “Student N”.',
    join: 'Join',
    joining: 'Joining…',
    you: 'You: %1',
    waiting: 'Waiting for the teacher…',
    chapter: 'Chapter %1 · %2',
    step: 'Step %1 of %2',
    vector: 'Vector x (%1 elements)',
    vectorOne: 'Vector x (1 element)',
    yourVector: 'Your vector (%1 elements)',
    questionTitle: 'Question',
    answerLabel: 'Your answer',
    answerHint: 'A number; 4/3 and full-width digits are fine. You can change it until the reveal.',
    send: 'Send answer',
    sending: 'Sending…',
    answerIn: 'Your answer is in: %1. You can still change it.',
    answerInNoText: 'Your answer is in. You can still change it.',
    answerEmpty: 'Type a number first.',
    answerClosed: 'The question is closed.',
    truthLabel: 'The value',
    yoursLabel: 'Your answer',
    noAnswer: 'none',
    spotOn: 'Spot on!',
    close: 'Close.',
    off: 'Not quite.',
    right: 'Right!',
    wrong: 'Not quite.',
    empty: 'No answer this time.',
    unreadable: 'Not a number, so there is nothing to compare.',
    shareRight: '%1 of the class got it right.',
    hint: 'Hint: %1',
    tryTitle: 'Try it yourself',
    tryIntro: 'Your own copy of the vector: change it and see this step’s values. The teacher’s lesson does not change.',
    tryLabel: 'Your vector',
    tryHint: 'Numbers separated by commas or spaces, for example 2, -1, 3.',
    tryGo: 'Compute',
    tryReset: 'Use the class’s vector',
    tryCaption: 'With your vector: %1',
    tryComputing: 'Computing…',
    students: 'Students here: %1',
    paceFree: 'Free pace',
    pausedTitle: 'Eyes on the teacher',
    pausedText: 'The teacher has paused the class.',
    endedTitle: 'The session has ended',
    endedText: 'Thank you for taking part. You can close this page.',
    connecting: 'Connecting…',
    reconnecting: 'Connection lost. Reconnecting in %1 s…',
    reconnectingNow: 'Reconnecting…',
    reconnectNow: 'Reconnect now',
    wrongCodeTitle: 'Wrong session code',
    wrongCodeText: 'Scan the QR code on the projector again, or type the address shown there.',
    noCodeText: 'This address has no session code. Scan the QR code on the projector, or type the address shown there.',
    fullTitle: 'The class is full',
    fullText: 'Too many students are connected. Try again in a moment.',
    tryAgain: 'Try again',
    formulaFailed: 'The formula could not be drawn; its TeX:',
    moreElements: '… (%1 in all)',
  },
  zh: {
    brand: '归一化后厨',
    switchTo: '切换到英文',
    otherLanguage: 'English',
    joinTitle: '加入课堂',
    joinIntro: '在手机上跟着上课，并回答老师的提问。',
    nickLabel: '你的昵称（可不填）',
    nickHint: '最多 24 个字。不填则以“学生 N”加入。',
    join: '加入',
    joining: '正在加入…',
    you: '你：%1',
    waiting: '正在等待老师…',
    chapter: '第 %1 章 · %2',
    step: '第 %1 步，共 %2 步',
    vector: '向量 x（%1 个元素）',
    vectorOne: '向量 x（1 个元素）',
    yourVector: '你的向量（%1 个元素）',
    questionTitle: '提问',
    answerLabel: '你的答案',
    answerHint: '填一个数；写 4/3 或全角数字也可以。揭晓前可以修改。',
    send: '提交答案',
    sending: '正在提交…',
    answerIn: '已提交：%1。揭晓前还可以修改。',
    answerInNoText: '已提交。揭晓前还可以修改。',
    answerEmpty: '请先填一个数。',
    answerClosed: '这道题已经截止。',
    truthLabel: '正确值',
    yoursLabel: '你的答案',
    noAnswer: '无',
    spotOn: '完全正确！',
    close: '很接近。',
    off: '还差一些。',
    right: '答对了！',
    wrong: '还差一些。',
    empty: '这次没有作答。',
    unreadable: '不是数字，无法比较。',
    shareRight: '全班 %1 答对。',
    hint: '提示：%1',
    tryTitle: '自己试试',
    tryIntro: '这是你自己的向量副本：改一改，看看这一步的值怎样变。老师的课不会因此改变。',
    tryLabel: '你的向量',
    tryHint: '用逗号或空格分隔的数，例如 2, -1, 3。',
    tryGo: '计算',
    tryReset: '用回课堂的向量',
    tryCaption: '用你的向量：%1',
    tryComputing: '正在计算…',
    students: '在线学生：%1',
    paceFree: '自由浏览',
    pausedTitle: '请抬头看老师',
    pausedText: '老师暂停了课堂。',
    endedTitle: '本次课堂已结束',
    endedText: '谢谢参与，可以关闭此页面了。',
    connecting: '正在连接…',
    reconnecting: '连接已断开，%1 秒后重新连接…',
    reconnectingNow: '正在重新连接…',
    reconnectNow: '立即重连',
    wrongCodeTitle: '课堂代码不对',
    wrongCodeText: '请重新扫描投影上的二维码，或输入投影上显示的地址。',
    noCodeText: '这个地址没有课堂代码。请扫描投影上的二维码，或输入投影上显示的地址。',
    fullTitle: '课堂人数已满',
    fullText: '连接的学生太多了，请稍后再试。',
    tryAgain: '再试一次',
    formulaFailed: '公式无法显示，它的 TeX：',
    moreElements: '…（共 %1 个）',
  },
};

export const LANGUAGES = ['en', 'zh'];

// The language the browser asks for first, of the two the page speaks.
export function browserLanguage(nav) {
  const asked = (nav.languages && nav.languages.length ? nav.languages : [nav.language || 'en']);
  for (const tag of asked) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGES.includes(base))
      return base;
  }
  return 'en';
}

// The word `key` in `lang`, with %1, %2, … replaced by the arguments (as text).
export function word(lang, key, ...args) {
  const table = WORDS[lang] || WORDS.en;
  let text = table[key] !== undefined ? table[key] : WORDS.en[key];
  if (text === undefined)
    return key;
  return text.replace(/%(\d)/g, (m, n) => (args[n - 1] !== undefined ? String(args[n - 1]) : m));
}

export function hasWord(key) {
  return WORDS.en[key] !== undefined;
}
