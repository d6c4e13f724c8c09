// A tally of words: a crate whose code can panic (indexing, unwrap,
// overflow) and allocates, so that unwinding shows in its IR.
use std::collections::HashMap;

pub struct Tally {
    counts: HashMap<String, u64>,
    order: Vec<String>,
}

impl Tally {
    pub fn new() -> Self {
        Tally { counts: HashMap::new(), order: Vec::new() }
    }

    pub fn add(&mut self, word: &str) {
        let n = self.counts.entry(word.to_string()).or_insert(0);
        if *n == 0 {
            self.order.push(word.to_string());
        }
        *n += 1;
    }

    pub fn nth(&self, i: usize) -> (&str, u64) {
        let w = &self.order[i];
        (w, self.counts[w])
    }

    pub fn top(&self, k: usize) -> Vec<(String, u64)> {
        let mut all: Vec<(String, u64)> = self.counts.iter().map(|(w, n)| (w.clone(), *n)).collect();
        all.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        all.truncate(k);
        all
    }
}

pub fn parse_all(text: &str) -> Vec<u32> {
    text.split(',').map(|s| s.trim().parse::<u32>().unwrap()).collect()
}

pub fn mean(xs: &[u32]) -> u32 {
    let sum: u32 = xs.iter().sum();
    sum / xs.len() as u32
}
