-- Gate log rows written before secret fields were declared in the contracts hold gift card codes and
-- PINs, reviewers' addresses and Lark login codes in clear (passwords, captchas and tokens were masked
-- by name already). Mask those fields as the gate log writes them now: "key":"***". A value is a JSON
-- string (possibly cut off by the 2,000-character bound) or anything up to the next , } or ].
-- Paths are compared as routing matches them (any case, trailing slash).
UPDATE "gate_logs" SET "body" = regexp_replace("body", '"(code|pin)":("(?:[^"\\]|\\.)*"?|[^],}]*)', '"\1":"***"', 'g')
WHERE "body" IS NOT NULL AND lower(rtrim("path", '/')) = '/api/sys/giftcarddepot/add';
--> statement-breakpoint
UPDATE "gate_logs" SET "body" = regexp_replace("body", '"(receiver|phone|email|street|postcode)":("(?:[^"\\]|\\.)*"?|[^],}]*)', '"\1":"***"', 'g')
WHERE "body" IS NOT NULL AND lower(rtrim("path", '/')) = '/api/reviewer/blnplanorderdetail/saveaddress';
--> statement-breakpoint
UPDATE "gate_logs" SET "body" = regexp_replace("body", '"(code)":("(?:[^"\\]|\\.)*"?|[^],}]*)', '"\1":"***"', 'g')
WHERE "body" IS NOT NULL AND lower(rtrim("path", '/')) = '/api/lark/login';
